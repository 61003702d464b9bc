import { describe, expectTypeOf, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import type { ApiOptions, LatchConfig } from './types'

// Type-level only: the page's project is given once, at createLatch, and adapters are handed it in setup.
describe("createLatch's one projectId", () => {
  it('is a top-level option; api takes only the base URL', () => {
    expectTypeOf<LatchConfig['projectId']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<ApiOptions>().toEqualTypeOf<{ baseUrl: string }>()
    const api = { baseUrl: 'https://api.example', projectId: 'shop' }
    // @ts-expect-error api.projectId is not an option: projectId goes to createLatch({ projectId })
    const misplaced: LatchConfig = { networks: [], api: { baseUrl: api.baseUrl, projectId: api.projectId } }
    expectTypeOf(misplaced).toEqualTypeOf<LatchConfig>()
  })

  it("reaches every adapter's setup", () => {
    expectTypeOf<Parameters<ChainAdapter['setup']>[0]['projectId']>().toEqualTypeOf<string | undefined>()
  })
})

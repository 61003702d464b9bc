import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidConfigError } from '../errors/state'
import { devnetA } from '../test-support/networks'

function configError(run: () => unknown): InvalidConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected InvalidConfigError')
}

describe('createLatch api config', () => {
  it('takes the base URL and project id; the base URL loses its trailing slash', () => {
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      api: { baseUrl: 'http://127.0.0.1:4000/latch/', projectId: ' demo ' },
    })
    expect(latch.config.api).toEqual({ baseUrl: 'http://127.0.0.1:4000/latch', projectId: 'demo' })
  })

  it('nothing defaults to a vendor host: without api there is no service config', () => {
    expect(createLatch({ networks: [devnetA], storage: null }).config.api).toBeUndefined()
  })

  it.each(['ftp://example.com', 'not a url', '', 'ws://127.0.0.1:4000'])(
    'a base URL that is not http(s) is refused, naming api.baseUrl: %j',
    (baseUrl) => {
      const error = configError(() =>
        createLatch({ networks: [devnetA], storage: null, api: { baseUrl, projectId: 'demo' } }),
      )
      expect(error.field).toBe('api.baseUrl')
      expect(error.details).toContain('http(s)')
    },
  )

  it('an empty project id is refused, naming api.projectId', () => {
    const error = configError(() =>
      createLatch({
        networks: [devnetA],
        storage: null,
        api: { baseUrl: 'https://api.example', projectId: '  ' },
      }),
    )
    expect(error.field).toBe('api.projectId')
  })

  it('features.analytics must be a boolean, naming features.analytics', () => {
    const features = { analytics: 'off' } as unknown as { analytics: boolean }
    const error = configError(() => createLatch({ networks: [devnetA], storage: null, features }))
    expect(error.field).toBe('features.analytics')
  })
})

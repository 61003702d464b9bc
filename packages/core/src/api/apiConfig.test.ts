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
  it("takes the base URL, and the project from createLatch's projectId; the base URL loses its trailing slash", () => {
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      projectId: 'demo',
      api: { baseUrl: 'http://127.0.0.1:4000/latch/' },
    })
    expect(latch.config.api).toEqual({ baseUrl: 'http://127.0.0.1:4000/latch', projectId: 'demo' })
    expect(latch.config.projectId).toBe('demo')
  })

  it('nothing defaults to a vendor host: without api there is no service config', () => {
    expect(createLatch({ networks: [devnetA], storage: null, projectId: 'demo' }).config.api).toBeUndefined()
  })

  it.each(['ftp://example.com', 'not a url', '', 'ws://127.0.0.1:4000'])(
    'a base URL that is not http(s) is refused, naming api.baseUrl: %j',
    (baseUrl) => {
      const error = configError(() =>
        createLatch({ networks: [devnetA], storage: null, projectId: 'demo', api: { baseUrl } }),
      )
      expect(error.field).toBe('api.baseUrl')
      expect(error.details).toContain('http(s)')
    },
  )

  it.each(['', '  ', 'a b', 'x'.repeat(129), 'shop?x=1'])(
    'a project id that cannot travel in a URL is refused, naming projectId: %j',
    (projectId) => {
      const error = configError(() =>
        createLatch({
          networks: [devnetA],
          storage: null,
          projectId,
          api: { baseUrl: 'https://api.example' },
        }),
      )
      expect(error.field).toBe('projectId')
      expect(error.details).toBe('projectId: must be 1-128 letters, digits, _ or -')
    },
  )

  it('the services without a project are refused, naming projectId', () => {
    const error = configError(() =>
      createLatch({ networks: [devnetA], storage: null, api: { baseUrl: 'https://api.example' } }),
    )
    expect(error.field).toBe('projectId')
    expect(error.details).toBe('projectId: the services (api) need createLatch({ projectId })')
  })

  it("api.projectId, the old place, is refused and points to createLatch's projectId", () => {
    const api = { baseUrl: 'https://api.example', projectId: 'demo' }
    const error = configError(() =>
      createLatch({ networks: [devnetA], storage: null, projectId: 'demo', api }),
    )
    expect(error.field).toBe('api.projectId')
    expect(error.details).toBe('api.projectId: projectId goes to createLatch({ projectId })')
  })

  it('features.analytics must be a boolean, naming features.analytics', () => {
    const features = { analytics: 'off' } as unknown as { analytics: boolean }
    const error = configError(() => createLatch({ networks: [devnetA], storage: null, features }))
    expect(error.field).toBe('features.analytics')
  })
})

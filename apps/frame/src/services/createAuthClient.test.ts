import { describe, expect, it } from 'vitest'
import { AuthServiceError, createAuthClient } from './createAuthClient'

describe('the frame’s client of the login services', () => {
  it('services that went away give a message a person can act on, not “Internal error”', async () => {
    // a closed loopback port: the connection is refused for real
    const auth = createAuthClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'latch-demo' })
    const error = await auth.startEmail('ada@example.com', 'device-1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AuthServiceError)
    expect(error).toMatchObject({
      status: 0,
      serviceCode: 'SERVICE_UNREACHABLE',
      message: 'The login service is unreachable. Try again in a moment.',
    })
  })
})

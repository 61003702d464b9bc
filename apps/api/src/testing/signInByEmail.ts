import { expect } from 'vitest'
import type { ApiApp } from '../http/types'
import { confirmMailedLink } from './confirmMailedLink'
import type { TestMailSink } from './useMailSink'
import type { TestApi } from './useTestApi'

/** The embedded wallet frame's origin in the tests (`AppDeps.frameOrigins`). */
export const TEST_FRAME_ORIGIN = 'http://127.0.0.1:5174'

/** What `verify` answers: the session's bearer token and the user. */
export interface SignedIn {
  token: string
  user: { id: string; email: string; createdAt: string }
}

/**
 * An email login as the frame makes it: start; on a device the address never approved (a new user's
 * too), the person opens the emailed link and presses Approve, the frame's wait mails the code; then the
 * code from the mail, verify. Answers the session token and user.
 *
 * @example
 * const { token, user } = await signInByEmail(api, mail, { email: 'alice@example.com', deviceId: 'device-a1' })
 */
export async function signInByEmail(
  api: TestApi,
  mail: TestMailSink,
  params: { email: string; deviceId: string; app?: ApiApp; headers?: Record<string, string> },
): Promise<SignedIn> {
  const headers = { origin: TEST_FRAME_ORIGIN, ...params.headers }
  const app = params.app ?? api.app
  const body = { email: params.email, deviceId: params.deviceId }
  const started = await api.request('/v1/auth/email/start', { app, headers, json: body })
  expect(started.status).toBe(200)
  const { action } = (await started.json()) as { action: string }
  if (action === 'VERIFY_DEVICE') {
    await confirmMailedLink(app, await mail.nextLink(params.email))
    const waited = await api.request('/v1/auth/device/wait', { app, headers, json: body })
    expect(await waited.json()).toEqual({ approved: true, action: 'VERIFY_OTP' })
  } else expect(action).toBe('VERIFY_OTP')
  const otp = await mail.nextCode(params.email)
  const verified = await api.request('/v1/auth/email/verify', { app, headers, json: { ...body, otp } })
  expect(verified.status).toBe(200)
  return (await verified.json()) as SignedIn
}

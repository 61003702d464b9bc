import { expect } from 'vitest'
import type { ApiApp } from '../http/types'
import type { TestMailSink } from './useMailSink'
import type { TestApi } from './useTestApi'

/** The embedded wallet frame's origin in the tests (`AppDeps.frameOrigins`). */
export const TEST_FRAME_ORIGIN = 'http://127.0.0.1:5174'

/**
 * An email login as the frame makes it, on a device the user approved (or a new user's): start, read the
 * code from the mail, verify. Answers the session token and user.
 *
 * @example
 * const { token, user } = await signInByEmail(api, mail, { email: 'alice@example.com', deviceId: 'device-a1' })
 */
export async function signInByEmail(
  api: TestApi,
  mail: TestMailSink,
  params: { email: string; deviceId: string; app?: ApiApp },
): Promise<{ token: string; user: { id: string; email: string; createdAt: string } }> {
  const headers = { origin: TEST_FRAME_ORIGIN }
  const app = params.app ?? api.app
  const body = { email: params.email, deviceId: params.deviceId }
  const started = await api.request('/v1/auth/email/start', { app, headers, json: body })
  expect(await started.json()).toEqual({ action: 'VERIFY_OTP' })
  const otp = await mail.nextCode(params.email)
  const verified = await api.request('/v1/auth/email/verify', { app, headers, json: { ...body, otp } })
  expect(verified.status).toBe(200)
  return (await verified.json()) as { token: string; user: { id: string; email: string; createdAt: string } }
}

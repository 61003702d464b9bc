import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, OtpBodySchema, WalletRecoverySchema } from '../auth/authSchemas'
import { describeDevice } from '../auth/describeDevice'
import { recoverWallet } from '../auth/recoverWallet'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/wallet/recover/verify`: the wallet with its decrypted recovery share, for a session that
 * proves the mailbox again: `{ otp }`, the code `POST /v1/auth/wallet/recover/code` mailed for this
 * device (checked like a login code). Once per session; each recovery mails the person and ends the
 * user's other sessions.
 */
export const postAuthWalletRecoverVerifyRoute = createRoute({
  method: 'post',
  path: '/v1/auth/wallet/recover/verify',
  summary: "Recover the user's wallet shares with a recovery code",
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: OtpBodySchema } } },
  },
  responses: {
    200: {
      description: 'The wallet and its recovery share',
      content: { 'application/json': { schema: WalletRecoverySchema } },
    },
    ...errorResponses(404, 413, 415),
    ...describedErrors({
      400: AUTH_ERRORS.expired,
      401: AUTH_ERRORS.code,
      403: AUTH_ERRORS[403],
      409: 'This session recovered the wallet already (ALREADY_RECOVERED)',
      429: AUTH_ERRORS.attempts,
      503: `${AUTH_ERRORS.recovery}, or ${AUTH_ERRORS.mail}`,
    }),
  },
})

export const postAuthWalletRecoverVerifyHandler: RouteHandler<
  typeof postAuthWalletRecoverVerifyRoute,
  ApiEnv
> = async (c) => {
  const session = await requireAuthSession(c)
  const wallet = await recoverWallet(c.var.deps, {
    session,
    otp: c.req.valid('json').otp,
    device: describeDevice(c.req.header('user-agent')),
  })
  return c.json(wallet, 200, { 'Cache-Control': 'no-store' })
}

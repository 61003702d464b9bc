import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, WalletRecoverySchema } from '../auth/authSchemas'
import { describeDevice } from '../auth/describeDevice'
import { recoverWallet } from '../auth/recoverWallet'
import { requireAuthSession } from '../auth/requireAuthSession'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/wallet/recover`: the wallet with its decrypted recovery share, for a new device that
 * lacks its own share: only for a session whose login approved this device by the emailed link, within
 * 10 minutes of it. Any other session recovers with a fresh code (`POST /v1/auth/wallet/recover/code`,
 * then `…/recover/verify`): a session token alone gets 403 RECOVERY_CODE_REQUIRED. Once per session (409
 * ALREADY_RECOVERED); each recovery mails the person and ends the user's other sessions.
 */
export const postAuthWalletRecoverRoute = createRoute({
  method: 'post',
  path: '/v1/auth/wallet/recover',
  summary: "Recover the user's wallet shares",
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'The wallet and its recovery share',
      content: { 'application/json': { schema: WalletRecoverySchema } },
    },
    ...errorResponses(404),
    ...describedErrors({
      401: AUTH_ERRORS[401],
      403: `${AUTH_ERRORS[403]}, or this session may recover only with a fresh code (RECOVERY_CODE_REQUIRED)`,
      409: 'This session recovered the wallet already (ALREADY_RECOVERED)',
      503: `${AUTH_ERRORS.recovery}, or ${AUTH_ERRORS.mail}`,
    }),
  },
})

export const postAuthWalletRecoverHandler: RouteHandler<typeof postAuthWalletRecoverRoute, ApiEnv> = async (
  c,
) => {
  const session = await requireAuthSession(c)
  const wallet = await recoverWallet(c.var.deps, {
    session,
    device: describeDevice(c.req.header('user-agent')),
  })
  return c.json(wallet, 200, { 'Cache-Control': 'no-store' })
}

import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { requireAuthSession } from '../auth/requireAuthSession'
import { sendRecoveryCode } from '../auth/sendRecoveryCode'
import { identifyClient } from '../http/identifyClient'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/wallet/recover/code`: mails the user a code with which this session's device may recover
 * the wallet (`POST /v1/auth/wallet/recover/verify` with `{ otp }`); the frame asks the person for it on its own
 * screen. Under the login mails' limits.
 */
export const postAuthWalletRecoverCodeRoute = createRoute({
  method: 'post',
  path: '/v1/auth/wallet/recover/code',
  summary: 'Mail a recovery code',
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'The code was mailed to this address',
      content: {
        'application/json': { schema: z.object({ email: z.string() }).openapi('RecoveryCodeSent') },
      },
    },
    ...errorResponses(404),
    ...describedErrors({
      401: AUTH_ERRORS[401],
      403: AUTH_ERRORS[403],
      409: 'The account has no email (NO_CURRENT_EMAIL)',
      429: AUTH_ERRORS.cooldown,
      503: AUTH_ERRORS.mail,
    }),
  },
})

export const postAuthWalletRecoverCodeHandler: RouteHandler<
  typeof postAuthWalletRecoverCodeRoute,
  ApiEnv
> = async (c) => {
  const session = await requireAuthSession(c)
  const client = identifyClient(c, c.var.deps)
  return c.json(await sendRecoveryCode(c.var.deps, { session, client }), 200)
}

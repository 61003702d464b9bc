import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { AUTH_ERRORS, WalletSchema } from '../auth/authSchemas'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireRecoverySecret } from '../auth/requireRecoverySecret'
import { authWallets } from '../db/schema'
import { ApiError } from '../http/errors'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** `GET /v1/auth/wallet`: the user's wallet address and auth share, never cached. */
export const getAuthWalletRoute = createRoute({
  method: 'get',
  path: '/v1/auth/wallet',
  summary: "The user's wallet and auth share",
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The wallet', content: { 'application/json': { schema: WalletSchema } } },
    ...errorResponses(404),
    ...describedErrors({ 401: AUTH_ERRORS[401], 403: AUTH_ERRORS[403], 503: AUTH_ERRORS.recovery }),
  },
})

export const getAuthWalletHandler: RouteHandler<typeof getAuthWalletRoute, ApiEnv> = async (c) => {
  const { user } = await requireAuthSession(c)
  requireRecoverySecret(c.var.deps)
  const [wallet] = await c.var.deps.db
    .select({ address: authWallets.address, authShare: authWallets.authShare })
    .from(authWallets)
    .where(eq(authWallets.userId, user.id))
  if (!wallet) throw new ApiError('NOT_FOUND', 'This user has no wallet yet.')
  return c.json(wallet, 200, { 'Cache-Control': 'no-store' })
}

import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, WalletPutSchema } from '../auth/authSchemas'
import { encryptRecoveryShare } from '../auth/recoveryShareCipher'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireRecoverySecret } from '../auth/requireRecoverySecret'
import { authWallets } from '../db/schema'
import { requireJsonBody } from '../http/bodyMiddleware'
import { ApiError } from '../http/errors'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `PUT /v1/auth/wallet`: stores the embedded wallet the frame made for a user who has none: its address,
 * the auth share as given, the recovery share encrypted under the operator's recovery secret. A user has
 * one wallet: 409 WALLET_EXISTS afterwards.
 */
export const putAuthWalletRoute = createRoute({
  method: 'put',
  path: '/v1/auth/wallet',
  summary: "Store the user's wallet shares",
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: WalletPutSchema } } },
  },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: z.object({ address: z.string() }).openapi('WalletStored') } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      401: AUTH_ERRORS[401],
      403: AUTH_ERRORS[403],
      409: 'The user has a wallet already (WALLET_EXISTS)',
      503: AUTH_ERRORS.recovery,
    }),
  },
})

export const putAuthWalletHandler: RouteHandler<typeof putAuthWalletRoute, ApiEnv> = async (c) => {
  const { user } = await requireAuthSession(c)
  const recoverySecret = requireRecoverySecret(c.var.deps)
  const { address, authShare, recoveryShare } = c.req.valid('json')
  const { deps } = c.var
  const stored = await deps.db
    .insert(authWallets)
    .values({
      userId: user.id,
      address,
      authShare,
      recoveryShareEncrypted: encryptRecoveryShare({ recoverySecret, userId: user.id, share: recoveryShare }),
      createdAt: new Date(deps.now?.() ?? Date.now()),
    })
    .onConflictDoNothing()
    .returning({ address: authWallets.address })
  if (stored.length === 0) throw new ApiError('WALLET_EXISTS', 'This user has a wallet already.')
  return c.json({ address }, 201, { 'Cache-Control': 'no-store' })
}

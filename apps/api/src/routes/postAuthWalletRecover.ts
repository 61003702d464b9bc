import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { and, eq, isNull } from 'drizzle-orm'
import { AUTH_ERRORS, WalletRecoverySchema } from '../auth/authSchemas'
import { decryptRecoveryShare } from '../auth/recoveryShareCipher'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireRecoverySecret } from '../auth/requireRecoverySecret'
import { authSessions, authWallets } from '../db/schema'
import { ApiError } from '../http/errors'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/wallet/recover`: the wallet with its decrypted recovery share, for a device that lacks
 * its own share. Every session's device was approved by the emailed code or link; each session may
 * recover once (409 ALREADY_RECOVERED afterwards), so a stolen session token yields the share at most
 * once, and only if its device had not taken it already.
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
      403: AUTH_ERRORS[403],
      409: 'This session recovered the wallet already (ALREADY_RECOVERED)',
      503: AUTH_ERRORS.recovery,
    }),
  },
})

export const postAuthWalletRecoverHandler: RouteHandler<typeof postAuthWalletRecoverRoute, ApiEnv> = async (
  c,
) => {
  const { user, tokenHash } = await requireAuthSession(c)
  const recoverySecret = requireRecoverySecret(c.var.deps)
  const { deps } = c.var
  const [wallet] = await deps.db.select().from(authWallets).where(eq(authWallets.userId, user.id))
  if (!wallet) throw new ApiError('NOT_FOUND', 'This user has no wallet yet.')
  // Decrypted before the session is marked, so a failure leaves the one recovery unspent.
  const recoveryShare = decryptRecoveryShare({
    recoverySecret,
    userId: user.id,
    encrypted: wallet.recoveryShareEncrypted,
  })
  const marked = await deps.db
    .update(authSessions)
    .set({ recoveredAt: new Date(deps.now?.() ?? Date.now()) })
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.recoveredAt)))
    .returning({ tokenHash: authSessions.tokenHash })
  if (marked.length === 0)
    throw new ApiError('ALREADY_RECOVERED', 'This session recovered the wallet already.')
  return c.json({ address: wallet.address, authShare: wallet.authShare, recoveryShare }, 200, {
    'Cache-Control': 'no-store',
  })
}

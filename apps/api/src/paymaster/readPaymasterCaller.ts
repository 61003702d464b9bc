import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Address } from 'viem'
import { readBearerToken } from '../auth/readBearerToken'
import { requireAuthSession } from '../auth/requireAuthSession'
import { authWallets } from '../db/schema'
import { ApiError } from '../http/errors'
import type { ApiEnv } from '../http/types'

/** Who asks the paymaster: a signed-in person of the project, and their embedded wallet once they have one. */
export interface PaymasterCaller {
  userId: string
  /** The wallet the services stored for them (`PUT /v1/auth/wallet`): their smart account's owner. */
  owner: Address | undefined
}

/**
 * The caller of the paymaster route from its `Authorization: Bearer <session token>` (the embedded wallet's
 * session for this project, as `/v1/auth/*` take it), or `undefined` without a live one: the route then
 * sponsors nothing. Read once per HTTP request, whatever the batch holds.
 *
 * @example
 * const caller = await readPaymasterCaller(c)
 */
export async function readPaymasterCaller(c: Context<ApiEnv>): Promise<PaymasterCaller | undefined> {
  if (!readBearerToken(c.req.header('authorization'))) return undefined
  let userId: string
  try {
    userId = (await requireAuthSession(c)).user.id
  } catch (error) {
    if (error instanceof ApiError && error.code === 'AUTH_REQUIRED') return undefined
    throw error
  }
  const [wallet] = await c.var.deps.db
    .select({ address: authWallets.address })
    .from(authWallets)
    .where(eq(authWallets.userId, userId))
  return { userId, owner: wallet?.address as Address | undefined }
}

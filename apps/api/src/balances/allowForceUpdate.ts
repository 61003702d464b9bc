import type { Database } from '../db/types'
import { hitRateLimit } from '../rateLimit/hitRateLimit'

/** One `forceUpdate` read per chain and address per this many seconds, shared by every instance. */
export const FORCE_UPDATE_WINDOW_SECONDS = 10

/** The rate-limit bucket of forced reads: not a valid project id, so it never meets a project's. */
const FORCE_UPDATE_BUCKET = '*force-update'

/**
 * Whether a `forceUpdate` of this account may read the chain now: the first in its 10 s window (counted
 * in `rate_limits`, so across instances). A wallet refreshing after a transaction gets its fresh read;
 * a crowd of callers (or one `<img>` on a busy page) gets the stored read, not one chain read each.
 *
 * @example
 * if (forceUpdate && (await allowForceUpdate(db, { chainId: 31337, address, now: Date.now() }))) readChain()
 */
export async function allowForceUpdate(
  db: Database,
  params: { chainId: number; address: string; now: number },
): Promise<boolean> {
  const { count } = await hitRateLimit(db, {
    projectId: FORCE_UPDATE_BUCKET,
    client: `eip155:${params.chainId}:${params.address}`,
    windowSeconds: FORCE_UPDATE_WINDOW_SECONDS,
    now: params.now,
  })
  return count === 1
}

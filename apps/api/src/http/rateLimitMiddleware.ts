import type { ClientLimit } from './createClientLimit'
import { FARCASTER_CODE_PATH } from './frameOriginMiddleware'
import type { RequestCheck } from './requestChecks'

/**
 * The bucket of the Farcaster apps' code requests, per client: they name no project, and each one that
 * names a live request costs a signature check on the ID registry's chain.
 */
export const FARCASTER_CODE_BUCKET = '*farcaster-codes'

/**
 * Limits requests per project and client with a fixed-window counter in Postgres, shared by every
 * instance (see `createClientLimit`); over the limit answers 429 RATE_LIMITED with Retry-After. The
 * Farcaster code request, which has no project, counts per client in a bucket of its own. Preflights are
 * free. One limit per app, i.e. per instance.
 *
 * @example
 * app.use('*', runChecks([rateLimitCheck(createClientLimit(deps))]))
 */
export function rateLimitCheck(limitClient: ClientLimit | undefined): RequestCheck {
  return (c) => {
    if (!limitClient || c.req.method === 'OPTIONS') return undefined
    const project = c.get('project')
    const bucket = project?.id ?? (c.req.path === FARCASTER_CODE_PATH ? FARCASTER_CODE_BUCKET : undefined)
    return bucket ? limitClient(c, bucket) : undefined
  }
}

import type { Context } from 'hono'
import type { ApiEnv } from '../http/types'

/**
 * The fields of a confirmation page's form (`token`, `csrf`), read from a form-encoded body; anything
 * else (another type, a field sent twice, a file) reads as missing, which the caller refuses.
 *
 * @example const { token, csrf } = await readConfirmForm(c)
 */
export async function readConfirmForm(
  c: Context<ApiEnv>,
): Promise<{ token: string | undefined; csrf: string | undefined }> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return { token: undefined, csrf: undefined }
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const field = (name: string) => {
    const value = body[name]
    return typeof value === 'string' ? value : undefined
  }
  return { token: field('token'), csrf: field('csrf') }
}

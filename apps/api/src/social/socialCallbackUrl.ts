import { SOCIAL_CALLBACK_PATH } from '../http/frameOriginMiddleware'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'

/**
 * The OAuth redirect URI an operator registers at each provider: the services' public URL, never the
 * request's Host.
 *
 * @example socialCallbackUrl({ publicUrl: 'https://api.example.com' }) // 'https://api.example.com/v1/auth/social/callback'
 */
export function socialCallbackUrl(deps: Pick<AppDeps, 'publicUrl'>): string {
  return `${deps.publicUrl ?? DEFAULT_PUBLIC_URL}${SOCIAL_CALLBACK_PATH}`
}

/** Image ids the token image route accepts. */
const IMAGE_ID_CHARS = /[^A-Za-z0-9._:-]/g

/** The public URL of an app whose deps name none: the CLI's default address. */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8787'

/**
 * Builds the function that gives a symbol's icon: the service's own generated token image
 * (`/public/getTokenImage/{symbol}`) under its public URL (`AppDeps.publicUrl`), for the caller's project.
 *
 * @example
 * tokenIconUrl('https://api.example.com', 'demo')('LUSD')
 * // 'https://api.example.com/public/getTokenImage/LUSD?projectId=demo'
 */
export function tokenIconUrl(publicUrl: string | undefined, projectId: string): (symbol: string) => string {
  const base = publicUrl ?? DEFAULT_PUBLIC_URL
  return (symbol) => {
    const id = symbol.replace(IMAGE_ID_CHARS, '-').slice(0, 128) || 'token'
    return `${base}/public/getTokenImage/${encodeURIComponent(id)}?projectId=${encodeURIComponent(projectId)}`
  }
}

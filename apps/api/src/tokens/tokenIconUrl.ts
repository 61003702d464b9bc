/** Image ids the token image route accepts. */
const IMAGE_ID_CHARS = /[^A-Za-z0-9._:-]/g

/**
 * Builds the function that gives a symbol's icon: the service's own generated token image
 * (`/public/getTokenImage/{symbol}`) on the origin the request came to, for the caller's project.
 *
 * @example
 * tokenIconUrl('http://127.0.0.1:8787/v1/account/0x…/balance?projectId=demo', 'demo')('LUSD')
 * // 'http://127.0.0.1:8787/public/getTokenImage/LUSD?projectId=demo'
 */
export function tokenIconUrl(requestUrl: string, projectId: string): (symbol: string) => string {
  const origin = new URL(requestUrl).origin
  return (symbol) => {
    const id = symbol.replace(IMAGE_ID_CHARS, '-').slice(0, 128) || 'token'
    return `${origin}/public/getTokenImage/${encodeURIComponent(id)}?projectId=${encodeURIComponent(projectId)}`
  }
}

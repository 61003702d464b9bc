import type { Result, Router } from 'hono/router'

/** Paths whose match is remembered; the oldest go first, so made-up paths cannot grow the memo. */
export const MEMO_ROUTER_ENTRIES = 1000

/** Whether a match carries no path parameter: then it is the same for every request of that path. */
function isStaticMatch<T>(result: Result<T>): boolean {
  return result.length === 1 && result[0].every(([, params]) => Object.keys(params).length === 0)
}

/**
 * Remembers the router's answer for each method and path without parameters (`/getWallets`,
 * `/getAnalyticsConfig`…), so a repeated request skips the route tree. The app's routes are all added
 * before the first request, and a match depends only on method and path, so a remembered match is the
 * one the tree would give. Hono's RegExpRouter, which keeps static matches itself, cannot take these
 * routes (`/v1/sessions/nonce` beside `/v1/sessions/{id}/revoke`), so the app runs on its trie, whose
 * search was about 4% of the cached listing page's cost.
 *
 * @example
 * new OpenAPIHono({ router: memoRouter(new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) })
 */
export function memoRouter<T>(router: Router<T>): Router<T> {
  const matches = new Map<string, Result<T>>()
  return {
    get name() {
      return `memo ${router.name}`
    },
    add(method, path, handler) {
      matches.clear()
      router.add(method, path, handler)
    },
    match(method, path) {
      const key = `${method} ${path}`
      const remembered = matches.get(key)
      if (remembered) return remembered
      const result = router.match(method, path)
      if (isStaticMatch(result)) {
        if (matches.size >= MEMO_ROUTER_ENTRIES) matches.delete(matches.keys().next().value as string)
        matches.set(key, result)
      }
      return result
    },
  }
}

import { errorResponse } from './errors'
import { BROWSER_NAVIGATION_PATHS } from './frameOriginMiddleware'
import type { RequestCheck } from './requestChecks'

/** The image routes: made to be embedded by `<img>` on any site, so cross-site no-cors loads are their use. */
export const IMAGE_PATH = /^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\//

/**
 * Refuses what a browser marks (Fetch Metadata) as a cross-site request not made through CORS (an
 * `<img>`, `<script>` or frame pointing at a JSON route, a link): such a request carries no `Origin`, so
 * the allowlist would let it through, and a busy page could turn each visitor into a `forceUpdate` read.
 * A page using the service calls it with fetch, in `cors` mode. Image routes stay loadable anywhere, and
 * the email login's device link opens from any webmail and a social provider redirects back (cross-site
 * navigations);
 * clients that send no Sec-Fetch headers (servers, curl, old browsers) are unaffected.
 *
 * @example
 * app.use('*', runChecks([fetchMetadataCheck()]))
 */
export function fetchMetadataCheck(): RequestCheck {
  return (c) => {
    const site = c.req.header('sec-fetch-site')
    const mode = c.req.header('sec-fetch-mode')
    if (site !== 'cross-site' || !mode || mode === 'cors') return undefined
    if (IMAGE_PATH.test(c.req.path) || BROWSER_NAVIGATION_PATHS.has(c.req.path)) return undefined
    return errorResponse(
      c,
      'CROSS_SITE_REQUEST',
      `A cross-site ${mode} request cannot use ${c.req.path}: call it with fetch (CORS) from an allowed origin.`,
    )
  }
}

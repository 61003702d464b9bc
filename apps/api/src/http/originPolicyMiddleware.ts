import { PAYMASTER_PATH_PREFIX } from '../paymaster/answerPaymasterRpc'
import { isOriginAllowed } from '../projects/isOriginAllowed'
import { errorResponse } from './errors'
import { BROWSER_NAVIGATION_PATHS, isFrameOnlyPath } from './frameOriginMiddleware'
import type { RequestCheck } from './requestChecks'

/** Paths any origin may read: the allowlist itself, so a page can learn that it is not on it. */
export const ANY_ORIGIN_PATHS: ReadonlySet<string> = new Set(['/projects/v1/origins'])

/**
 * Whether the embedded wallet's frame may call this path as well as the project's pages: the paymaster
 * (`/v1/paymaster/{chainId}`), which sponsors the user operations of the frame's smart accounts, sent
 * from the frame's own origin. The project id still says whose operations they are.
 *
 * @example
 * isFrameAlsoPath('/v1/paymaster/31337') // true
 */
export function isFrameAlsoPath(path: string): boolean {
  return path.startsWith(PAYMASTER_PATH_PREFIX)
}

/** Whether `origin` is one of the service's frame origins, compared as browsers write an Origin header. */
function isFrameOrigin(origin: string, frameOrigins: readonly string[] = []): boolean {
  return frameOrigins.some(
    (frameOrigin) => URL.canParse(frameOrigin) && new URL(frameOrigin).origin === origin,
  )
}

/**
 * Enforces the project's allowed origins for browser calls (requests with an `Origin` header) and
 * answers CORS preflights for them (204, GET/POST, Content-Type, and Authorization for the paymaster, max-age 600). A call from an origin
 * that is not allowed gets 403 ORIGIN_NOT_ALLOWED; calls without `Origin` (servers, curl) pass. The
 * email login's routes answer the embedded wallet's frame instead (`frameOriginMiddleware`); the paymaster
 * answers it besides the project's pages (`isFrameAlsoPath`).
 *
 * @example
 * app.use('*', runChecks([projectCheck(limitClient), originPolicyCheck()]))
 */
export function originPolicyCheck(): RequestCheck {
  return (c) => {
    const origin = c.req.header('origin')
    const project = c.get('project')
    // The pages a person opens from a mail post their button from the services' own origin: their
    // handlers check that origin themselves (isConfirmPost).
    if (!origin || !project || isFrameOnlyPath(c.req.path) || BROWSER_NAVIGATION_PATHS.has(c.req.path))
      return undefined
    const allowed =
      ANY_ORIGIN_PATHS.has(c.req.path) ||
      isOriginAllowed(origin, project.allowedOrigins) ||
      (isFrameAlsoPath(c.req.path) && isFrameOrigin(origin, c.get('deps').frameOrigins))
    if (!allowed) {
      return errorResponse(
        c,
        'ORIGIN_NOT_ALLOWED',
        `The origin ${origin} is not on the allowlist of project "${project.id}". Add it with: npm run api -- project add-origin ${project.id} ${origin}`,
      )
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      // the frame sends its session's bearer token to the paymaster (`readPaymasterCaller`)
      c.header(
        'Access-Control-Allow-Headers',
        isFrameAlsoPath(c.req.path) ? 'Authorization, Content-Type' : 'Content-Type',
      )
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    return undefined
  }
}

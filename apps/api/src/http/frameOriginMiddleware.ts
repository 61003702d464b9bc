import { errorResponse } from './errors'
import type { RequestCheck } from './requestChecks'

/** The email login's link, opened by a person's browser from the mail (its page, then its button's POST). */
export const DEVICE_APPROVAL_PATH = '/v1/auth/device/approve'

/** The link mailed to the old address after an email change (its page, then its button's POST). */
export const EMAIL_UNDO_PATH = '/v1/auth/email/undo'

/** Where a social provider sends the person back (the OAuth redirect URI), a navigation of their browser. */
export const SOCIAL_CALLBACK_PATH = '/v1/auth/social/callback'

/** Where a person's Farcaster app asks for the sign-in code of the login it signed (with the custody key). */
export const FARCASTER_CODE_PATH = '/v1/auth/farcaster/code'

/** The auth paths a person's browser navigates to (from a mail, from a provider): not the frame's. */
export const BROWSER_NAVIGATION_PATHS: ReadonlySet<string> = new Set([
  DEVICE_APPROVAL_PATH,
  EMAIL_UNDO_PATH,
  SOCIAL_CALLBACK_PATH,
])

/**
 * Whether only the embedded wallet's frame may call this path: everything under `/v1/auth/` but the
 * browser navigations (the device-approval link, the social callback) and the Farcaster app's code request.
 *
 * @example
 * isFrameOnlyPath('/v1/auth/email/start') // true
 * isFrameOnlyPath('/v1/auth/device/approve') // false
 */
export function isFrameOnlyPath(path: string): boolean {
  return path.startsWith('/v1/auth/') && !BROWSER_NAVIGATION_PATHS.has(path) && path !== FARCASTER_CODE_PATH
}

/**
 * Lets only the embedded wallet's frame call the email login (`isFrameOnlyPath`): a request whose
 * `Origin` is not one of `frameOrigins` gets 403 FRAME_ORIGIN_REQUIRED, one without `Origin` too (the
 * frame is always a browser page). These routes hand out sessions and key shares, so a host page, even an
 * allowed one, must never reach them. Answers the frame's preflights (204), allowing its bearer token.
 *
 * @example
 * app.use('*', runChecks([frameOriginCheck(['http://127.0.0.1:5174'])]))
 */
export function frameOriginCheck(frameOrigins: readonly string[] = []): RequestCheck {
  // Compared as browsers write an Origin header: scheme, host and port only, lower-case, no slash.
  const allowed = new Set(frameOrigins.map((origin) => new URL(origin).origin))
  return (c) => {
    if (!isFrameOnlyPath(c.req.path)) return undefined
    const origin = c.req.header('origin')
    if (!origin || !allowed.has(origin)) {
      return errorResponse(
        c,
        'FRAME_ORIGIN_REQUIRED',
        `Only the embedded wallet's frame may call ${c.req.path}, and ${origin ? `the origin ${origin} is` : 'a request without Origin is'} not one of the service's frame origins (LATCH_FRAME_ORIGINS).`,
      )
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS')
      c.header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    return undefined
  }
}

import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { ApiEnv } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { isSameHash } from './isSameHash'
import { createSecretToken, SECRET_TOKEN_PATTERN } from './secretTokens'

/** The cookie that pairs a confirmation page with its form's POST. */
const CONFIRM_COOKIE = 'latch_confirm'

/**
 * The headers of a services page that asks for a decision: no script or anything else loaded, its form
 * posting only to its own origin, never framed (CSP and X-Frame-Options), never cached, no Referer
 * carrying the link's secret elsewhere.
 */
export const CONFIRM_PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

const publicUrl = (c: Context<ApiEnv>) => new URL(c.var.deps.publicUrl ?? DEFAULT_PUBLIC_URL)
const publicOrigin = (c: Context<ApiEnv>) => publicUrl(c).origin

/**
 * Pairs a confirmation page with its POST (CSRF): a random token set as an HttpOnly, SameSite=Strict
 * cookie (Secure on https) for the auth paths, 10 minutes, and answered to be put in the form. Only the
 * page's own form, posted from the services' origin by the browser that opened it, carries both.
 *
 * @example const csrf = issueConfirmToken(c) // then confirmPage({ …, fields: { token, csrf } })
 */
export function issueConfirmToken(c: Context<ApiEnv>): string {
  const { token } = createSecretToken()
  setCookie(c, CONFIRM_COOKIE, token, {
    // under the public URL's path prefix, as the browser sees the pages (https://example.com/api/v1/auth/…)
    path: `${publicUrl(c).pathname.replace(/\/$/, '')}/v1/auth/`,
    httpOnly: true,
    secure: publicOrigin(c).startsWith('https:'),
    sameSite: 'Strict',
    maxAge: 600,
  })
  return token
}

/**
 * Whether a confirmation POST came from the services' own page in this browser: the browser says it is
 * same-origin (`Origin` is the services' public origin, `Sec-Fetch-Site`, when sent, `same-origin`; or,
 * as Chrome posts a form from a `Referrer-Policy: no-referrer` page, `Origin: null` with `Sec-Fetch-Site:
 * same-origin`), and the form's token is the page's cookie (compared in constant time). A form on another
 * site, a request without the page's cookie, or with another token, is refused.
 *
 * @example if (!isConfirmPost(c, fields.csrf)) return c.html(refusedPage, 403, CONFIRM_PAGE_HEADERS)
 */
export function isConfirmPost(c: Context<ApiEnv>, csrf: string | undefined): boolean {
  const site = c.req.header('sec-fetch-site')
  const origin = c.req.header('origin')
  const sameOrigin =
    origin === publicOrigin(c)
      ? site === undefined || site === 'same-origin'
      : origin === 'null' && site === 'same-origin'
  if (!sameOrigin) return false
  const cookie = getCookie(c, CONFIRM_COOKIE)
  return (
    csrf !== undefined && cookie !== undefined && SECRET_TOKEN_PATTERN.test(csrf) && isSameHash(cookie, csrf)
  )
}

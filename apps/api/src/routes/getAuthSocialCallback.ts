import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses } from '../http/schemas'
import { STATIC_PAGE_HEADERS } from '../http/staticPageHeaders'
import type { ApiEnv } from '../http/types'
import { completeSocialCallback } from '../social/completeSocialCallback'
import { socialCallbackPage } from '../social/socialCallbackPage'
import { SocialCallbackQuerySchema } from '../social/socialSchemas'

/**
 * `GET /v1/auth/social/callback`: the OAuth redirect URI. The provider sends the person's browser here
 * (so neither the project, the frame-origin rule nor the cross-site check applies); the code is traded,
 * the person bound to a user, and the browser sent back to the host page that started the login (one of
 * its project's allowed origins, checked again now) with `?latch_social=<state>` and, in the fragment, the
 * login's one-time completion secret (`#latch_social_code=`). A state naming no waiting login, or a page
 * the project does not allow, answers a static page, 400: never a redirect elsewhere.
 */
export const getAuthSocialCallbackRoute = createRoute({
  method: 'get',
  path: '/v1/auth/social/callback',
  summary: 'The social providers’ redirect back (OAuth redirect URI)',
  request: { query: SocialCallbackQuerySchema },
  responses: {
    302: {
      description:
        'Back to the host page that started the login, `?latch_social=<state>#latch_social_code=<completion secret>`',
    },
    ...errorResponses(),
    400: {
      description: 'Unknown, expired or answered login, or a page the project does not allow: a static page',
      content: { 'text/html': { schema: z.string() } },
    },
  },
})

export const getAuthSocialCallbackHandler: RouteHandler<typeof getAuthSocialCallbackRoute, ApiEnv> = async (
  c,
) => {
  const { state, code, error } = c.req.valid('query')
  const returnTo = state
    ? await completeSocialCallback(c.var.deps, {
        state,
        ...(code === undefined ? {} : { code }),
        ...(error === undefined ? {} : { error }),
      })
    : undefined
  if (!returnTo) return c.html(socialCallbackPage(), 400, STATIC_PAGE_HEADERS)
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  return c.redirect(returnTo, 302)
}

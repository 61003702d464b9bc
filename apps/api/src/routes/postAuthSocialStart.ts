import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { SocialStartSchema } from '../social/socialSchemas'
import { startSocialLogin } from '../social/startSocialLogin'

/**
 * `POST /v1/auth/social/start`: the frame starts a social login; the answer is the provider's
 * authorization URL (state, PKCE S256, nonce) for the popup or the redirect.
 */
export const postAuthSocialStartRoute = createRoute({
  method: 'post',
  path: '/v1/auth/social/start',
  summary: 'Start a social login',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: SocialStartSchema } } },
  },
  responses: {
    200: {
      description: "The provider's authorization URL",
      content: { 'application/json': { schema: z.object({ uri: z.string() }).openapi('SocialStarted') } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      400: "Invalid input (PROJECT_ID_MISSING, PROJECT_ID_INVALID, INVALID_QUERY, INVALID_BODY, INVALID_JSON); or returnUri is not a page of one of the project's allowed origins, exactly, over https outside loopback (RETURN_URI_NOT_ALLOWED)",
      403: AUTH_ERRORS[403],
      404: 'The operator did not turn this provider on (SOCIAL_PROVIDER_NOT_CONFIGURED)',
    }),
  },
})

export const postAuthSocialStartHandler: RouteHandler<typeof postAuthSocialStartRoute, ApiEnv> = async (
  c,
) => {
  const { project } = c.var
  const started = await startSocialLogin(c.var.deps, {
    ...c.req.valid('json'),
    projectId: project.id,
    allowedOrigins: project.allowedOrigins,
  })
  return c.json(started, 200, { 'Cache-Control': 'no-store' })
}

import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { FarcasterStartedSchema, FarcasterStartSchema } from '../farcaster/farcasterLoginSchemas'
import { startFarcasterLogin } from '../farcaster/startFarcasterLogin'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/farcaster/start`: the frame starts a Sign In With Farcaster login for its host page
 * (`site`); the answer is the relay channel to poll the finish with and the Farcaster app's link for the
 * QR code. The request names the site and the device (from the `User-Agent`) to the Farcaster app.
 */
export const postAuthFarcasterStartRoute = createRoute({
  method: 'post',
  path: '/v1/auth/farcaster/start',
  summary: 'Start a Sign In With Farcaster login',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: FarcasterStartSchema } } },
  },
  responses: {
    200: {
      description: "The relay's channel token and the Farcaster app's link",
      content: { 'application/json': { schema: FarcasterStartedSchema } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      400: "Invalid input (PROJECT_ID_MISSING, PROJECT_ID_INVALID, INVALID_QUERY, INVALID_BODY, INVALID_JSON); or site is not one of the project's allowed origins, exactly, over https outside loopback (RETURN_URI_NOT_ALLOWED)",
      403: AUTH_ERRORS[403],
      404: 'The operator did not turn Sign In With Farcaster on (FARCASTER_NOT_CONFIGURED)',
      502: "The Farcaster relay failed: 'Failed to connect to farcaster' (FARCASTER_RELAY_FAILED)",
    }),
  },
})

export const postAuthFarcasterStartHandler: RouteHandler<typeof postAuthFarcasterStartRoute, ApiEnv> = async (
  c,
) => {
  const { project } = c.var
  const userAgent = c.req.header('user-agent')
  const started = await startFarcasterLogin(c.var.deps, {
    ...c.req.valid('json'),
    projectId: project.id,
    allowedOrigins: project.allowedOrigins,
    ...(userAgent ? { userAgent } : {}),
  })
  return c.json(started, 200, { 'Cache-Control': 'no-store' })
}

import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, AuthSessionSchema } from '../auth/authSchemas'
import { FarcasterFinishSchema } from '../farcaster/farcasterLoginSchemas'
import { finishFarcasterLogin } from '../farcaster/finishFarcasterLogin'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/farcaster/finish`: the frame polls it (every second) until the person has signed in the
 * Farcaster app (409 FARCASTER_CODE_REQUIRED then); with the sign-in code the app showed them, the verified
 * sign-in becomes a 30-day session.
 */
export const postAuthFarcasterFinishRoute = createRoute({
  method: 'post',
  path: '/v1/auth/farcaster/finish',
  summary: 'Finish a Sign In With Farcaster login',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: FarcasterFinishSchema } } },
  },
  responses: {
    200: {
      description: 'The session: its bearer token (shown once), expiry and user (social.provider farcaster)',
      content: { 'application/json': { schema: AuthSessionSchema } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      401: "Unknown, expired, cancelled or used login, or another secret or device (FARCASTER_LOGIN_UNKNOWN); a sign-in that does not verify: 'Failed to connect to farcaster' (FARCASTER_VERIFICATION_FAILED); or not the code the signing fid's Farcaster app was given, the 5th ending the login (FARCASTER_CODE_INVALID)",
      403: AUTH_ERRORS[403],
      404: 'The operator did not turn Sign In With Farcaster on (FARCASTER_NOT_CONFIGURED)',
      409: 'The person has not signed in the Farcaster app yet (FARCASTER_LOGIN_PENDING): poll again; or they have, and the code their app shows is needed (FARCASTER_CODE_REQUIRED)',
      502: "The Farcaster relay failed: 'Failed to connect to farcaster' (FARCASTER_RELAY_FAILED)",
    }),
  },
})

export const postAuthFarcasterFinishHandler: RouteHandler<
  typeof postAuthFarcasterFinishRoute,
  ApiEnv
> = async (c) => {
  const session = await finishFarcasterLogin(c.var.deps, {
    ...c.req.valid('json'),
    projectId: c.var.project.id,
  })
  return c.json(session, 200, { 'Cache-Control': 'no-store' })
}

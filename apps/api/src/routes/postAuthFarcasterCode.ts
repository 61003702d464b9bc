import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { FarcasterCodeRequestSchema } from '../farcaster/farcasterLoginSchemas'
import { issueFarcasterCode } from '../farcaster/issueFarcasterCode'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/farcaster/code`: a person's Farcaster app, having signed a login's request, asks for its
 * sign-in code with a second message signed by the fid's custody key, and shows the code to the person,
 * who types it on the device that asked. A Farcaster app calls it (the request's `redirectUrl`), so
 * neither the project nor the frame-origin rule applies: the signed nonce names the login.
 */
export const postAuthFarcasterCodeRoute = createRoute({
  method: 'post',
  path: '/v1/auth/farcaster/code',
  summary: "A Farcaster app asks for a login's sign-in code",
  middleware: [requireJsonBody()] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: FarcasterCodeRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The code to show the person: `XXXX-XXXX`',
      content: {
        'application/json': { schema: z.object({ code: z.string() }).openapi('FarcasterCode') },
      },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      401: 'Unknown, expired or used login (FARCASTER_LOGIN_UNKNOWN); or a message not signed by the custody address of the fid it names, for this domain and nonce (FARCASTER_CODE_REQUEST_INVALID)',
      404: 'The operator did not turn Sign In With Farcaster on (FARCASTER_NOT_CONFIGURED)',
      409: 'The login has its code already (FARCASTER_CODE_ISSUED)',
    }),
  },
})

export const postAuthFarcasterCodeHandler: RouteHandler<typeof postAuthFarcasterCodeRoute, ApiEnv> = async (
  c,
) => {
  const issued = await issueFarcasterCode(c.var.deps, c.req.valid('json'))
  return c.json(issued, 200, { 'Cache-Control': 'no-store' })
}

import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { SessionSchema, SignInSchema } from '../sessions/sessionSchemas'
import { signInWithSiwx } from '../sessions/signInWithSiwx'

/**
 * `POST /v1/sessions`: signs in. The message must be for the calling page (its domain the `Origin`'s
 * host, its URI under the origin), on a chain the service serves, with a nonce from
 * `POST /v1/sessions/nonce` not used before, and signed by its account; the session it answers
 * belongs to the project.
 */
export const postSessionRoute = createRoute({
  method: 'post',
  path: '/v1/sessions',
  summary: 'Sign in with the wallet',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: SignInSchema } } },
  },
  responses: {
    201: { description: 'The new session', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(401, 413, 415),
  },
})

export const postSessionHandler: RouteHandler<typeof postSessionRoute, ApiEnv> = async (c) => {
  const { message, signature } = c.req.valid('json')
  const { deps, project } = c.var
  const origin = c.req.header('origin')
  if (!origin || origin === 'null')
    throw new ApiError('INVALID_HEADERS', 'Origin: a sign-in is made by a page, whose origin is required')
  const session = await signInWithSiwx(
    deps.db,
    { chains: deps.chains, solana: deps.solana, bitcoin: deps.bitcoin, siwxChains: deps.siwxChains },
    {
      projectId: project.id,
      origin,
      message,
      signature,
      now: deps.now?.() ?? Date.now(),
      ...(deps.siwxSessionMaxSeconds ? { maxSeconds: deps.siwxSessionMaxSeconds } : {}),
    },
  )
  return c.json(session, 201, { 'Cache-Control': 'no-store' })
}

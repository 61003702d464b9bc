import { OpenAPIHono } from '@hono/zod-openapi'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import { bodyLimitCheck, DEFAULT_BODY_LIMIT_BYTES } from './http/bodyMiddleware'
import { corsCheck } from './http/corsMiddleware'
import { createClientLimit } from './http/createClientLimit'
import { errorResponse, handleError } from './http/errors'
import { fetchMetadataCheck } from './http/fetchMetadataMiddleware'
import { frameOriginCheck } from './http/frameOriginMiddleware'
import { memoRouter } from './http/memoRouter'
import { originPolicyCheck } from './http/originPolicyMiddleware'
import { projectCheck } from './http/projectMiddleware'
import { rateLimitCheck } from './http/rateLimitMiddleware'
import { runChecks } from './http/requestChecks'
import { routeExistsCheck } from './http/routeExistsMiddleware'
import type { ApiApp, ApiEnv, AppDeps } from './http/types'
import { validationHook } from './http/validationHook'
import { registerRoutes } from './routes'

/** The `info` of the OpenAPI document. */
export const OPENAPI_INFO = { title: 'Latch provider services', version: '0.1.0' }

/**
 * Builds the Hono app of the provider services over an open database. Holds no state of its own: every
 * instance on one database answers alike. Call `app.request()` in tests, or serve it (`startApiServer`).
 *
 * Order of every call: route exists (404) → CORS headers → cross-site no-cors (403) → project (400, 429 for too many lookups, 403) → origin policy (403, or the
 * preflight's 204; for `/v1/auth/*` the frame's origins instead) → rate limit (429) → body limit (413) → the route's validation (400/415) → handler.
 *
 * @example
 * const app = createApp({ db: database.db, chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl }] })
 * const response = await app.request('/getAnalyticsConfig?projectId=latch-demo')
 */
export function createApp(deps: AppDeps): ApiApp {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: validationHook,
    // Hono's default router, its static matches remembered.
    router: memoRouter(new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })),
  })
  app.onError(handleError)
  app.notFound((c) => errorResponse(c, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`))
  const limitClient = createClientLimit(deps)
  // One middleware running every check in order (see runChecks); each may answer and end the request.
  app.use(
    '*',
    runChecks([
      (c) => {
        c.set('deps', deps)
        c.header('X-Content-Type-Options', 'nosniff')
        return undefined
      },
      routeExistsCheck(),
      corsCheck(),
      fetchMetadataCheck(),
      projectCheck(limitClient),
      originPolicyCheck(),
      frameOriginCheck(deps.frameOrigins),
      rateLimitCheck(limitClient),
      bodyLimitCheck(deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES),
    ]),
  )
  registerRoutes(app)
  app.get('/healthz', (c) => c.json({ ok: true }))
  app.doc31('/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO })
  return app
}

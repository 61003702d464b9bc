import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { analyticsEvents } from '../db/schema'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { safeText, wellFormedJson } from '../http/textSchemas'
import type { ApiEnv } from '../http/types'

export const AnalyticsEventSchema = z
  .object({
    eventId: safeText(128)
      .pipe(z.string().min(1))
      .openapi({ example: '5f0d7c1e-8a57-4c1b-9a43-0c5e8c6c1f2a' }),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .openapi({ example: 'http://127.0.0.1:5173/' }),
    domain: safeText(255).pipe(z.string().min(1)).openapi({ example: '127.0.0.1' }),
    timestamp: z.number().int().nonnegative().openapi({ description: 'Milliseconds since the epoch' }),
    props: z
      .record(z.string().max(128), z.unknown())
      // Postgres jsonb refuses \u0000 anywhere in a document.
      .refine((props) => !JSON.stringify(props).includes('\\u0000'), 'must not contain NUL characters')
      .transform((props) => wellFormedJson(props) as Record<string, unknown>)
      .openapi({ example: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } }),
  })
  .strict()
  .openapi('AnalyticsEvent')

export const AnalyticsReceiptSchema = z
  .object({ stored: z.boolean().openapi({ description: 'false when analytics is off for the project' }) })
  .openapi('AnalyticsReceipt')

/**
 * `POST /e`: stores an analytics event. A retried event (same eventId) is stored once; with analytics off
 * for the project the event is accepted and dropped.
 */
export const postAnalyticsEventRoute = createRoute({
  method: 'post',
  path: '/e',
  summary: 'Record an analytics event',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: AnalyticsEventSchema } } },
  },
  responses: {
    202: { description: 'Accepted', content: { 'application/json': { schema: AnalyticsReceiptSchema } } },
    ...errorResponses(413, 415),
  },
})

export const postAnalyticsEventHandler: RouteHandler<typeof postAnalyticsEventRoute, ApiEnv> = async (c) => {
  const { project, deps } = c.var
  if (!project.analyticsEnabled) return c.json({ stored: false }, 202)
  const event = c.req.valid('json')
  await deps.db
    .insert(analyticsEvents)
    .values({ projectId: project.id, ...event })
    .onConflictDoNothing()
  return c.json({ stored: true }, 202)
}

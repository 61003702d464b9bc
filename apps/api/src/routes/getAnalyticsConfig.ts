import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

export const AnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() }).openapi('AnalyticsConfig')

/** `GET /getAnalyticsConfig`: whether the project collects analytics events. */
export const getAnalyticsConfigRoute = createRoute({
  method: 'get',
  path: '/getAnalyticsConfig',
  summary: 'Whether analytics is on for the project',
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The flag', content: { 'application/json': { schema: AnalyticsConfigSchema } } },
    ...errorResponses(),
  },
})

export const getAnalyticsConfigHandler: RouteHandler<typeof getAnalyticsConfigRoute, ApiEnv> = (c) =>
  c.json({ isAnalyticsEnabled: c.var.project.analyticsEnabled }, 200)

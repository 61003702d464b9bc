import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { buildOnrampUrl } from '../onramp/buildOnrampUrl'
import { OnrampPurchaseSchema } from './onrampSchemas'

/** `POST /v1/generators/onrampurl`: the chosen provider's checkout page for a purchase. */
export const postGeneratorsOnrampUrlRoute = createRoute({
  method: 'post',
  path: '/v1/generators/onrampurl',
  summary: "An on-ramp provider's checkout URL",
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: OnrampPurchaseSchema.extend({
            provider: z.string().min(1).max(32).openapi({ example: 'meld' }),
            address: z.string().min(1).max(64).openapi({ description: 'The wallet the tokens go to' }),
          }).openapi('OnrampUrlRequest'),
        },
      },
    },
  },
  responses: {
    200: {
      description:
        'The page to open (meld: publicKey, destinationCurrencyCode, walletAddress, externalCustomerId…)',
      content: { 'application/json': { schema: z.object({ url: z.string() }).openapi('OnrampUrl') } },
    },
    ...errorResponses(413, 415),
  },
})

export const postGeneratorsOnrampUrlHandler: RouteHandler<typeof postGeneratorsOnrampUrlRoute, ApiEnv> = (
  c,
) => {
  const { onramp, prices } = c.var.deps
  const url = buildOnrampUrl(
    { ...c.req.valid('json'), projectId: c.var.project.id },
    { ...(onramp ? { onramp } : {}), ...(prices ? { prices } : {}) },
  )
  return c.json({ url }, 200)
}

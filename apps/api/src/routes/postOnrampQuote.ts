import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { quoteOnramp } from '../onramp/quoteOnramp'
import { ONRAMP_PROVIDER_IDS } from '../onramp/types'
import { OnrampPurchaseSchema } from './onrampSchemas'

const AmountSchema = z.object({ amount: z.string().openapi({ example: '49.00' }), currency: z.string() })

/** `POST /v1/onramp/quote`: what each provider that serves the network delivers for the amount, best first. */
export const postOnrampQuoteRoute = createRoute({
  method: 'post',
  path: '/v1/onramp/quote',
  summary: 'On-ramp quotes',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: { 'application/json': { schema: OnrampPurchaseSchema.openapi('OnrampQuoteRequest') } },
    },
  },
  responses: {
    200: {
      description: 'The best purchase amount (spec §7) and every provider quote with its fee',
      content: {
        'application/json': {
          schema: z
            .object({
              purchaseAmount: AmountSchema,
              paymentAmount: AmountSchema,
              network: z.string(),
              quotes: z.array(
                z.object({
                  provider: z.enum(ONRAMP_PROVIDER_IDS),
                  fee: AmountSchema.extend({ percent: z.string().openapi({ example: '2.00' }) }),
                  purchaseAmount: AmountSchema,
                }),
              ),
            })
            .openapi('OnrampQuote'),
        },
      },
    },
    ...errorResponses(413, 415),
  },
})

export const postOnrampQuoteHandler: RouteHandler<typeof postOnrampQuoteRoute, ApiEnv> = (c) => {
  const { onramp, prices } = c.var.deps
  return c.json(
    quoteOnramp(c.req.valid('json'), { ...(onramp ? { onramp } : {}), ...(prices ? { prices } : {}) }),
    200,
  )
}

import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { ONRAMP_PAYMENT_CURRENCIES, onrampPurchaseCurrencies } from '../onramp/onrampCatalog'
import { OnrampCurrencySchema } from './onrampSchemas'

/** `GET /v1/onramp/options`: what may be bought, on which networks, and with which fiat within which limits. */
export const getOnrampOptionsRoute = createRoute({
  method: 'get',
  path: '/v1/onramp/options',
  summary: 'On-ramp currencies and limits',
  request: { query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'Purchase currencies (USD Coin) and payment currencies (USD, EUR) with their limits',
      content: {
        'application/json': {
          schema: z
            .object({
              purchaseCurrencies: z.array(OnrampCurrencySchema),
              paymentCurrencies: z.array(OnrampCurrencySchema),
            })
            .openapi('OnrampOptions'),
        },
      },
    },
    ...errorResponses(),
  },
})

export const getOnrampOptionsHandler: RouteHandler<typeof getOnrampOptionsRoute, ApiEnv> = (c) =>
  c.json(
    {
      purchaseCurrencies: onrampPurchaseCurrencies(c.var.deps.onramp),
      paymentCurrencies: [...ONRAMP_PAYMENT_CURRENCIES],
    },
    200,
  )

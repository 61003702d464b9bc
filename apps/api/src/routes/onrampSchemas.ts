import { z } from '@hono/zod-openapi'
import { Caip2Schema } from '../http/chainSchemas'
import { ONRAMP_AMOUNT_PATTERN } from '../onramp/onrampAmount'

/** Spec §3's currency of the on-ramp options. */
export const OnrampCurrencySchema = z
  .object({
    id: z.string().openapi({ example: 'USDC' }),
    name: z.string().openapi({ example: 'USD Coin' }),
    symbol: z.string(),
    networks: z.array(
      z.object({
        name: z.string().openapi({ example: 'eip155:8453' }),
        display_name: z.string().openapi({ example: 'Base' }),
        chain_id: z.string().openapi({ example: '8453' }),
        contract_address: z.string(),
      }),
    ),
    payment_method_limits: z.array(
      z.object({
        id: z.enum(['card', 'bank_account']),
        min: z.string().openapi({ example: '10.00' }),
        max: z.string().openapi({ example: '7500.00' }),
      }),
    ),
  })
  .openapi('OnrampCurrency')

/** The purchase the quote and URL routes take. */
export const OnrampPurchaseSchema = z.object({
  purchaseCurrency: z.string().min(1).max(16).openapi({ example: 'USDC' }),
  paymentCurrency: z.string().min(1).max(16).openapi({ example: 'USD' }),
  amount: z
    .string()
    .regex(ONRAMP_AMOUNT_PATTERN, 'must be a decimal number with at most 2 decimals')
    .openapi({ example: '50.00', description: 'In the payment currency' }),
  network: Caip2Schema.openapi({ example: 'eip155:8453' }),
  paymentMethod: z.enum(['card', 'bank_account']).optional().openapi({ description: 'Default card' }),
})

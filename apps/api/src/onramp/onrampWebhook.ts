import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { CAIP2_ID_PATTERN } from '../http/chainSchemas'
import { ONRAMP_AMOUNT_PATTERN } from './onrampAmount'
import { ONRAMP_PROVIDER_IDS } from './types'

/** Where providers report purchases; answered without a project (`PROJECTLESS_PATHS`). */
export const ONRAMP_WEBHOOK_PATH = '/v1/onramp/webhook'

/** The header a provider's purchase webhook carries: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const ONRAMP_SIGNATURE_HEADER = 'x-latch-onramp-signature'

/** A purchase as a provider reports it: once paid (pending), then confirmed with its hash, or failed. */
export const OnrampWebhookSchema = z
  .object({
    provider: z.enum(ONRAMP_PROVIDER_IDS),
    purchaseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    status: z.enum(['pending', 'confirmed', 'failed']),
    network: z.string().regex(CAIP2_ID_PATTERN),
    walletAddress: z.string().min(1).max(64),
    purchaseCurrency: z.string().min(1).max(16),
    purchaseAmount: z.string().regex(ONRAMP_AMOUNT_PATTERN),
    paymentCurrency: z.string().min(1).max(16),
    paymentAmount: z.string().regex(ONRAMP_AMOUNT_PATTERN),
    contractAddress: z.string().max(64).optional(),
    txHash: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .optional(),
  })
  .openapi('OnrampWebhook')

export type OnrampWebhook = z.infer<typeof OnrampWebhookSchema>

/**
 * The signature header's value for a body: what a provider (the devnet's sandbox) sends.
 *
 * @example
 * fetch(url, { method: 'POST', body, headers: { [ONRAMP_SIGNATURE_HEADER]: signOnrampWebhook(secret, body) } })
 */
export function signOnrampWebhook(secret: Uint8Array, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/**
 * Whether the header signs this exact body under the shared secret (compared in constant time).
 *
 * @example
 * isOnrampWebhookSigned(secret, body, c.req.header(ONRAMP_SIGNATURE_HEADER)) // true
 */
export function isOnrampWebhookSigned(secret: Uint8Array, body: string, header: string | undefined): boolean {
  if (!header) return false
  const expected = Buffer.from(signOnrampWebhook(secret, body))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

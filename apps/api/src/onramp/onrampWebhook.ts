import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import { CAIP2_ID_PATTERN } from '../http/chainSchemas'
import { ONRAMP_AMOUNT_PATTERN } from './onrampAmount'
import { ONRAMP_PROVIDER_IDS } from './types'

/** Where providers report purchases; answered without a project (`PROJECTLESS_PATHS`). */
export const ONRAMP_WEBHOOK_PATH = '/v1/onramp/webhook'

/**
 * The header a provider's purchase webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"
 * under that provider's secret>`. The time is signed with the body, so a report captured on its way is
 * worth five minutes at most.
 */
export const ONRAMP_SIGNATURE_HEADER = 'x-latch-onramp-signature'

/** How far a report's signed time may be from the services' clock, either way: 5 minutes. */
export const ONRAMP_WEBHOOK_TOLERANCE_SECONDS = 300

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
 * The signature header's value for a body at a time (default now): what a provider (the devnet's sandbox)
 * sends, signed with its own secret.
 *
 * @example
 * fetch(url, { method: 'POST', body, headers: { [ONRAMP_SIGNATURE_HEADER]: signOnrampWebhook(meldSecret, body) } })
 */
export function signOnrampWebhook(
  secret: Uint8Array,
  body: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${mac}`
}

/** What a webhook's signature header says of its body: signed now, signed but stale (or early), or not signed. */
export type OnrampWebhookSignatureCheck = 'valid' | 'expired' | 'invalid'

/**
 * Checks the header against this exact body under one provider's secret (the MAC compared in constant
 * time, before the time is read), then the signed time against `now` (ms): 'expired' when it is more than
 * ONRAMP_WEBHOOK_TOLERANCE_SECONDS away, so a captured report cannot be posted again later.
 *
 * @example
 * checkOnrampWebhookSignature(meldSecret, body, c.req.header(ONRAMP_SIGNATURE_HEADER), Date.now()) // 'valid'
 */
export function checkOnrampWebhookSignature(
  secret: Uint8Array,
  body: string,
  header: string | undefined,
  now: number,
): OnrampWebhookSignatureCheck {
  const [, seconds, mac] = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '') ?? []
  if (!seconds || !mac) return 'invalid'
  const expected = Buffer.from(signOnrampWebhook(secret, body, Number(seconds)))
  const given = Buffer.from(header!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return Math.abs(now / 1000 - Number(seconds)) <= ONRAMP_WEBHOOK_TOLERANCE_SECONDS ? 'valid' : 'expired'
}

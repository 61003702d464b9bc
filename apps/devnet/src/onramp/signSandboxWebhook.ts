import { createHmac } from 'node:crypto'

/** The header the services read the purchase webhook's signature from. */
export const SANDBOX_SIGNATURE_HEADER = 'x-latch-onramp-signature'

/**
 * The webhook signature as the services verify it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * under the provider's own secret, the time (default now) signed with the exact body so that the services
 * can refuse a report posted again later (the services' `signOnrampWebhook`; the sandbox stands for a
 * provider, so it signs on its own side rather than importing the services).
 *
 * @example
 * signSandboxWebhook(secret, JSON.stringify(report)) // 't=1795600800,v1=…'
 */
export function signSandboxWebhook(
  secret: Uint8Array,
  body: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

import { createHmac } from 'node:crypto'

/** The header the services read the purchase webhook's signature from. */
export const SANDBOX_SIGNATURE_HEADER = 'x-latch-onramp-signature'

/**
 * The webhook signature as the services verify it: `sha256=` and the hex HMAC-SHA256 of the exact body
 * under the shared secret (the services' `signOnrampWebhook`; the sandbox stands for a provider, so it
 * signs on its own side rather than importing the services).
 *
 * @example
 * signSandboxWebhook(secret, JSON.stringify(report)) // 'sha256=…'
 */
export function signSandboxWebhook(secret: Uint8Array, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

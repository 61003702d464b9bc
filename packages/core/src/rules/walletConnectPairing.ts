import { PAIRING_EXPIRED_BELOW_MS } from '../constants'

/**
 * Spec §5: a pairing counts as expired when under 10 s are left, so a wallet never scans a URI that
 * dies while it connects.
 *
 * @example isPairingExpired({ expiresAt: 1_000_000 }, 995_000) // true (5 s left)
 */
export function isPairingExpired(pairing: { expiresAt: number }, now: number): boolean {
  return pairing.expiresAt - now < PAIRING_EXPIRED_BELOW_MS
}

/**
 * Milliseconds until the pairing counts as expired and its URI is to be replaced (0 when it already does).
 *
 * @example msUntilPairingExpired({ expiresAt: now + 240_000 }, now) // 230_000
 */
export function msUntilPairingExpired(pairing: { expiresAt: number }, now: number): number {
  return Math.max(0, pairing.expiresAt - PAIRING_EXPIRED_BELOW_MS - now)
}

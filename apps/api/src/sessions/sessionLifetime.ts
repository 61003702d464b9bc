import { DEFAULT_SESSION_MS } from '@latch/siwx'

/**
 * The longest a SIWX session lives unless the operator says otherwise (`siwxSessionMaxSeconds`,
 * LATCH_SIWX_SESSION_MAX_SECONDS): 7 days, what Latch's clients ask for by default (`DEFAULT_SESSION_MS`).
 */
export const DEFAULT_SIWX_SESSION_MAX_SECONDS = DEFAULT_SESSION_MS / 1000

/**
 * When a session ends: the time its signed message asked for, but never later than `maxSeconds` after
 * `from` (its creation), since the page writes the message and CAIP-122 lets it leave the time out.
 *
 * @example
 * toSessionEnd(Date.parse('2026-11-25T10:00:00Z'), undefined, 604800) // 2026-12-02T10:00:00.000Z
 * toSessionEnd(Date.parse('2026-11-25T10:00:00Z'), new Date('2026-11-25T11:00:00Z'), 604800) // 11:00 kept
 */
export function toSessionEnd(from: number, requested: Date | null | undefined, maxSeconds: number): Date {
  const cap = from + maxSeconds * 1000
  return requested && requested.getTime() < cap ? requested : new Date(cap)
}

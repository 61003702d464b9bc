import { randomBytes } from 'node:crypto'

/** The statement of the message a Farcaster app signs to ask the services for a login's sign-in code. */
export const FARCASTER_CODE_STATEMENT = 'Latch sign-in code'

/** Wrong codes a Farcaster login survives: the 5th ends it, as an email code. */
export const FARCASTER_CODE_MAX_ATTEMPTS = 5

/** Crockford's base32: no I, L, O or U, so what a person reads off one screen they type right on another. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A code as typed: 8 letters and digits, in two groups of 4 with an optional hyphen or space. */
export const FARCASTER_CODE_PATTERN = /^[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}$/

/**
 * A new sign-in code: 40 random bits as 8 characters of Crockford's base32, shown `XXXX-XXXX`; with 5
 * tries per login, a guess succeeds once in 2^38.
 *
 * @example
 * const code = createFarcasterCode() // 'K7QM-2XD9'
 */
export function createFarcasterCode(): string {
  const bits = randomBytes(5).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
  let code = ''
  for (let shift = 35n; shift >= 0n; shift -= 5n) code += ALPHABET[Number((bits >> shift) & 31n)]
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

/**
 * A code as the services compare it: upper case, without its separator.
 *
 * @example
 * normalizeFarcasterCode('k7qm 2xd9') // 'K7QM2XD9'
 */
export function normalizeFarcasterCode(code: string): string {
  return code.replace(/[- ]/g, '').toUpperCase()
}

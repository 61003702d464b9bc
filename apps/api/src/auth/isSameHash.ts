import { timingSafeEqual } from 'node:crypto'

/**
 * Whether two stored hashes (hex) are the same, in constant time: a secret's check tells nothing by its timing.
 *
 * @example isSameHash(login.secretHash, hashSecretToken(secret))
 */
export function isSameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

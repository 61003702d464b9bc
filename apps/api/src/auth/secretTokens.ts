import { createHash, randomBytes } from 'node:crypto'

/** A token `createSecretToken` makes: 32 random bytes, base64url (43 characters). */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * The SHA-256 of a token, hex: what the database keeps of session tokens and device links, so a copy of
 * the database opens no session. 32 random bytes need no salt or slow hash.
 *
 * @example
 * await db.select().from(authSessions).where(eq(authSessions.tokenHash, hashSecretToken(token)))
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A new bearer token or link token, with the hash to store.
 *
 * @example
 * const { token, hash } = createSecretToken() // token goes to the client, hash to the database
 */
export function createSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSecretToken(token) }
}

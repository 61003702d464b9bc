/**
 * A secret for one social or Farcaster login: 32 random bytes, base64url. The frame keeps it; only its hash
 * reaches the services, and only it finishes the login.
 *
 * @example
 * const secret = randomLoginSecret() // 'q3T…' (43 characters)
 */
export function randomLoginSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

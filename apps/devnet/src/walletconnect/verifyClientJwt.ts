import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/**
 * Checks a WalletConnect client's relay JWT (the `auth` query parameter of its socket URL): an EdDSA
 * signature by the key its `iss` (a `did:key`) names, and an `exp` still ahead of `nowMs`. Answers the
 * client id (the `iss`), or undefined for a missing, malformed, forged or expired token.
 *
 * @example
 * const clientId = await verifyClientJwt(new URL(request.url, 'ws://x').searchParams.get('auth'), Date.now())
 * if (!clientId) refuse(401)
 */
export async function verifyClientJwt(token: string | null, nowMs: number): Promise<string | undefined> {
  if (!token) return undefined
  try {
    // relay-auth checks the signature only; the expiry is ours to check.
    if (!(await verifyJWT(token))) return undefined
    const { payload } = decodeJWT(token)
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return undefined
    return payload.iss
  } catch {
    // decodeJWT and the did:key parser throw on anything that is not a well-formed token.
    return undefined
  }
}

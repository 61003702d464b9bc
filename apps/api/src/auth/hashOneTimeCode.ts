import { createHmac, hkdfSync } from 'node:crypto'

/**
 * What the database keeps of a one-time code: HMAC-SHA-256 over the code's random salt and the code,
 * keyed by a pepper derived (HKDF-SHA-256) from the operator's recovery secret when there is one. A
 * six-digit code is a million guesses; with the pepper, a copy of the database alone cannot make them.
 *
 * @example
 * const codeHash = hashOneTimeCode({ code: '123456', salt, recoverySecret: deps.recoverySecret })
 */
export function hashOneTimeCode(params: { code: string; salt: string; recoverySecret?: Uint8Array }): string {
  const pepper = params.recoverySecret
    ? Buffer.from(hkdfSync('sha256', params.recoverySecret, 'latch', 'one-time code pepper', 32))
    : Buffer.alloc(0)
  return createHmac('sha256', pepper).update(params.salt).update(params.code).digest('hex')
}

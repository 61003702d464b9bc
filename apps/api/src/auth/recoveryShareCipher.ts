import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** The user's own key: HKDF-SHA-256 of the recovery secret, with the user id as info. */
function recoveryKey(recoverySecret: Uint8Array, userId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', recoverySecret, 'latch recovery share', userId, 32))
}

/**
 * Encrypts a recovery share for storage: AES-256-GCM under the user's key derived from the operator's
 * recovery secret, a random 12-byte IV; answers base64 of IV ‖ ciphertext ‖ tag. Without the secret the
 * stored value reveals nothing, and one user's value does not decrypt as another's.
 *
 * @example
 * const stored = encryptRecoveryShare({ recoverySecret, userId: user.id, share: recoveryShare })
 */
export function encryptRecoveryShare(params: {
  recoverySecret: Uint8Array
  userId: string
  share: string
}): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', recoveryKey(params.recoverySecret, params.userId), iv)
  const ciphertext = Buffer.concat([cipher.update(params.share, 'utf8'), cipher.final()])
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64')
}

/**
 * Decrypts what `encryptRecoveryShare` stored; throws when the secret or user is not the one it was
 * encrypted for, or the value was altered (GCM tag).
 *
 * @example
 * const share = decryptRecoveryShare({ recoverySecret, userId: user.id, encrypted: row.recoveryShareEncrypted })
 */
export function decryptRecoveryShare(params: {
  recoverySecret: Uint8Array
  userId: string
  encrypted: string
}): string {
  const bytes = Buffer.from(params.encrypted, 'base64')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    recoveryKey(params.recoverySecret, params.userId),
    bytes.subarray(0, 12),
  )
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}

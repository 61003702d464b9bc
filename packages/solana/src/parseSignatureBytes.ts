import * as z from 'zod/mini'

/** An Ed25519 signature: 64 bytes. */
const ED25519_SIGNATURE_BYTES = 64
const signatureSchema = z
  .instanceof(Uint8Array)
  .check(z.refine((bytes) => bytes.length === ED25519_SIGNATURE_BYTES))

/**
 * Validates a signature a wallet answered (`solana:signMessage`, `solana:signAndSendTransaction`, the
 * legacy `signMessage`): 64 bytes. `undefined` for anything else, so the caller raises its own error.
 *
 * @example
 * parseSignatureBytes(new Uint8Array(64)) // Uint8Array(64)
 * parseSignatureBytes('0x12') // undefined
 */
export function parseSignatureBytes(value: unknown): Uint8Array | undefined {
  const result = signatureSchema.safeParse(value)
  return result.success ? result.data : undefined
}

import type { Hex } from 'viem'
import * as z from 'zod/mini'

/** r (32 bytes), s (32 bytes) and v (1 byte), hex-encoded. */
const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/))

/**
 * Validates a wallet's answer to `personal_sign` / `eth_signTypedData_v4`: 0x-hex of exactly 65
 * bytes. `undefined` for anything else.
 *
 * @example
 * parseSignature(`0x${'ab'.repeat(65)}`) // '0xabab…'
 * parseSignature('0x1234') // undefined
 */
export function parseSignature(value: unknown): Hex | undefined {
  const result = signatureSchema.safeParse(value)
  return result.success ? (result.data as Hex) : undefined
}

import type { Hex } from 'viem'
import * as z from 'zod/mini'

/**
 * Whole bytes of hex, 64 or more: an EOA's r, s, v (65 bytes) or its compact EIP-2098 form (64), or a
 * contract account's signature, which is longer (ERC-1271 schemes, ERC-6492's wrapper before deployment).
 */
const signatureSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,}$/))

/**
 * Validates a wallet's answer to `personal_sign` / `eth_signTypedData_v4`: 0x-hex of whole bytes, at
 * least 64 of them, so a smart account's signature passes and a hash or a stray value does not.
 * `undefined` for anything else.
 *
 * @example
 * parseSignature(`0x${'ab'.repeat(65)}`) // '0xabab…'
 * parseSignature('0x1234') // undefined
 */
export function parseSignature(value: unknown): Hex | undefined {
  const result = signatureSchema.safeParse(value)
  return result.success ? (result.data as Hex) : undefined
}

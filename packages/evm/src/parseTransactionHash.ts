import type { Hash } from 'viem'
import * as z from 'zod/mini'

const hashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/**
 * Validates a wallet's answer to `eth_sendTransaction`: 0x-hex of exactly 32 bytes. `undefined`
 * for anything else.
 *
 * @example
 * parseTransactionHash(`0x${'ab'.repeat(32)}`) // '0xabab…'
 * parseTransactionHash(null) // undefined
 */
export function parseTransactionHash(value: unknown): Hash | undefined {
  const result = hashSchema.safeParse(value)
  return result.success ? (result.data as Hash) : undefined
}

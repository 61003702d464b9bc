import * as z from 'zod/mini'

const chainIdSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,13}$/))

/**
 * Validates a wallet's chain id (`eth_chainId`, `chainChanged`): a hex string, per EIP-1193.
 * `undefined` for anything else, including zero and ids beyond 2^52.
 *
 * @example
 * parseChainId('0x7a69') // 31337
 * parseChainId(31337) // undefined
 */
export function parseChainId(value: unknown): number | undefined {
  const result = chainIdSchema.safeParse(value)
  const id = result.success ? Number.parseInt(result.data, 16) : 0
  return id > 0 ? id : undefined
}

import { invalidParamsError } from './providerRpcError'

/**
 * Reads an EIP-3085/3326 `chainId`: a 0x-prefixed hex string without leading zeros.
 * Throws -32602 otherwise.
 *
 * @example
 * parseChainId('0x7a69') // 31337
 */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParamsError(
      `chainId must be a 0x-prefixed hex string without leading zeros, got ${String(value)}.`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParamsError(`chainId ${value} is too large.`)
  return chainId
}

/**
 * Formats a chain id the way EIP-1193 events and eth_chainId carry it.
 *
 * @example
 * toHexChainId(31337) // '0x7a69'
 */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

import type { Address } from 'viem'

/** The address that stands for a chain's native currency in a swap's CAIP-10 token ids (1inch's convention). */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Whether a swap token is the native currency, in any letter case.
 *
 * @example
 * isSwapNativeToken('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isSwapNativeToken(address: string): boolean {
  return address.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS
}

/**
 * The CAIP-10 id the swap routes answer for a token: the native currency in lower case, contracts
 * checksummed as given.
 *
 * @example
 * toSwapTokenId(31337, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // 'eip155:31337:0xeeee…eeee'
 */
export function toSwapTokenId(chainId: number, address: Address): string {
  return `eip155:${chainId}:${isSwapNativeToken(address) ? SWAP_NATIVE_TOKEN_ADDRESS : address}`
}

import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'

/**
 * Whether a swap token id (CAIP-10) is the chain's native currency, which the swap service names
 * `eip155:<chainId>:0xeeee…eeee`: it needs no approve, and Max keeps its gas.
 *
 * @example isSwapNativeToken('eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isSwapNativeToken(address: string): boolean {
  return address.split(':')[2]?.toLowerCase() === SWAP_NATIVE_TOKEN_ADDRESS
}

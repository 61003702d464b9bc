import { InvalidChainIdError } from './errors'

/** Chain ids from here on do not fit ENSIP-11's 31 bits (spec §5). */
export const MAX_NAME_CHAIN_ID = 2147483648
const ENSIP11_EVM_FLAG = 0x80000000
/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for chain 1. */
const ETHEREUM_COIN_TYPE = 60

/**
 * The name-service coin type of an EVM chain (ENSIP-11): 60 for chain 1, otherwise
 * `0x80000000 | chainId`. Throws `InvalidChainIdError` ('Invalid chainId') when the chain id is
 * not a whole number below 2147483648.
 *
 * @example
 * toCoinType(1) // 60
 * toCoinType(10) // 2147483658
 */
export function toCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_NAME_CHAIN_ID) {
    throw new InvalidChainIdError(chainId)
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  // `| ` works on signed 32-bit integers; `>>> 0` reads the result back as unsigned
  return (ENSIP11_EVM_FLAG | chainId) >>> 0
}

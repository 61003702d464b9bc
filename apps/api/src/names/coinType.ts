import { ApiError } from '../http/errors'

/** ENSIP-11: EVM coin types are `0x80000000 | chainId`, and chain ids must fit below this bit. */
export const EVM_COIN_TYPE_FLAG = 0x80000000
/** SLIP-44 coin type of Ether, which ENSIP-11 keeps for chain 1. */
export const ETHEREUM_COIN_TYPE = 60

/**
 * The EVM chain id of an ENSIP-11 coin type: 60 is chain 1; `0x80000000 | chainId` is `chainId` (0 is
 * ENSIP-19's "default EVM"). A chain id of 2147483648 or more is 400 INVALID_COIN_TYPE 'Invalid chainId'
 * (spec §5); any other coin type is not an EVM one, and the name service here holds EVM addresses only.
 *
 * @example
 * toChainIdFromCoinType(60) // 1
 * toChainIdFromCoinType(2147514675) // 31337
 * toChainIdFromCoinType(4294967296) // throws 'Invalid chainId'
 */
export function toChainIdFromCoinType(coinType: number): number {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isSafeInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG) {
    throw new ApiError(
      'INVALID_COIN_TYPE',
      `Coin type ${coinType} is not an EVM one: use 60 (Ethereum) or 0x80000000 | chainId (ENSIP-11).`,
    )
  }
  const chainId = coinType - EVM_COIN_TYPE_FLAG
  if (chainId >= EVM_COIN_TYPE_FLAG) throw new ApiError('INVALID_COIN_TYPE', 'Invalid chainId')
  return chainId
}

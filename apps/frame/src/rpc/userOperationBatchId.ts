import { type Hash, type Hex, keccak256, numberToHex, stringToHex } from 'viem'

/**
 * Ends every batch id the smart account answers, so `wallet_getCallsStatus` tells it from a plain account's
 * (a list of transaction hashes) without the frame keeping anything: viem marks its own fallback ids alike.
 */
export const USER_OPERATION_BATCH_MARKER: Hex = keccak256(stringToHex('latch-frame/user-operation-batch'))

/**
 * The EIP-5792 batch id of a user operation: its hash, its chain id (32 bytes) and the marker.
 *
 * @example userOperationBatchId({ userOpHash, chainId: 31337 }) // '0x…' (96 bytes)
 */
export function userOperationBatchId(batch: { userOpHash: Hash; chainId: number }): Hex {
  return `${batch.userOpHash}${numberToHex(batch.chainId, { size: 32 }).slice(2)}${USER_OPERATION_BATCH_MARKER.slice(2)}`
}

/**
 * The user operation a batch id names, or undefined when it is not one `userOperationBatchId` made.
 *
 * @example parseUserOperationBatchId(id) // { userOpHash: '0x…', chainId: 31337 }
 */
export function parseUserOperationBatchId(id: unknown): { userOpHash: Hash; chainId: number } | undefined {
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{192}$/.test(id)) return undefined
  if (id.slice(130).toLowerCase() !== USER_OPERATION_BATCH_MARKER.slice(2)) return undefined
  const chainId = BigInt(`0x${id.slice(66, 130)}`)
  if (chainId === 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) return undefined
  return { userOpHash: id.slice(0, 66).toLowerCase() as Hash, chainId: Number(chainId) }
}

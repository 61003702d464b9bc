import { keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  parseUserOperationBatchId,
  USER_OPERATION_BATCH_MARKER,
  userOperationBatchId,
} from './userOperationBatchId'

const userOpHash = `0x${'ab'.repeat(32)}` as const

describe("a smart account's EIP-5792 batch id", () => {
  it('carries the user operation and its chain, and reads back', () => {
    const id = userOperationBatchId({ userOpHash, chainId: 31337 })
    expect(id).toHaveLength(2 + 192)
    expect(id.endsWith(USER_OPERATION_BATCH_MARKER.slice(2))).toBe(true)
    expect(parseUserOperationBatchId(id)).toEqual({ userOpHash, chainId: 31337 })
    expect(parseUserOperationBatchId(id.toUpperCase().replace('0X', '0x'))?.chainId).toBe(31337)
    expect(USER_OPERATION_BATCH_MARKER).toBe(keccak256(stringToHex('latch-frame/user-operation-batch')))
  })

  it("is never a plain account's id: transaction hashes without the marker, other lengths, chain 0 are not one", () => {
    expect(parseUserOperationBatchId(`0x${'ab'.repeat(96)}`)).toBeUndefined()
    expect(parseUserOperationBatchId(userOpHash)).toBeUndefined()
    expect(
      parseUserOperationBatchId(
        `0x${'ab'.repeat(32)}${'00'.repeat(32)}${USER_OPERATION_BATCH_MARKER.slice(2)}`,
      ),
    ).toBeUndefined()
    expect(parseUserOperationBatchId(42)).toBeUndefined()
  })
})

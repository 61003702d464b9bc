import { InvalidInputError } from '@latch/core'
import fc from 'fast-check'
import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildTransferCall } from './buildTransferCall'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

describe('buildTransferCall', () => {
  it('native: to the receiver, the amount as value, data 0x (spec §7)', () => {
    expect(buildTransferCall({ address: ME, to: OTHER, amount: 10n ** 18n })).toEqual({
      from: ME,
      to: OTHER,
      value: 10n ** 18n,
      data: '0x',
    })
  })

  it('ERC-20: to the token, no value, data transfer(receiver, amount) with its 0xa9059cbb selector', () => {
    const call = buildTransferCall({ address: ME, to: OTHER, amount: 12_500_000n, token: LUSD })
    expect(call).toMatchObject({ from: ME, to: LUSD, value: 0n })
    expect(call.data).toBe(
      `0xa9059cbb${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8${(12_500_000).toString(16).padStart(64, '0')}`,
    )
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data })).toEqual({
      functionName: 'transfer',
      args: [OTHER, 12_500_000n],
    })
  })

  it("ERC-20 calldata is byte for byte viem's ABI encoding, for any receiver and uint256 amount", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: maxUint256 }),
        (bytes, amount) => {
          const to = getAddress(`0x${Buffer.from(bytes).toString('hex')}`)
          const { data } = buildTransferCall({ address: ME, to, amount, token: LUSD })
          expect(data).toBe(
            encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
          )
        },
      ),
    )
  })

  it('addresses without 0x are read as spec §5 allows, and sent 0x-prefixed', () => {
    const call = buildTransferCall({
      address: ME.slice(2),
      to: OTHER.slice(2),
      amount: 1n,
      token: LUSD.slice(2),
    })
    expect(call).toMatchObject({ from: ME, to: LUSD })
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data }).args).toEqual([OTHER, 1n])
  })

  it('zero and the largest uint256 are amounts', () => {
    expect(buildTransferCall({ address: ME, to: OTHER, amount: 0n }).value).toBe(0n)
    const { data } = buildTransferCall({ address: ME, to: OTHER, amount: maxUint256, token: LUSD })
    expect(data.endsWith('f'.repeat(64))).toBe(true)
  })

  it.each([
    ['a receiver that is not an address', { to: 'alice.eth' }, 'to'],
    ['a receiver of 39 hex characters', { to: OTHER.slice(0, -1) }, 'to'],
    ['a receiver with a non-hex character', { to: `${OTHER.slice(0, -1)}g` }, 'to'],
    ['a sender that is not an address', { address: '0x1234' }, 'address'],
    ['a token that is not an address', { token: 'LUSD' }, 'token'],
    ['a negative amount', { amount: -1n }, 'amount'],
    ['an amount above uint256', { amount: maxUint256 + 1n }, 'amount'],
    ['an amount that is a number, not a bigint', { amount: 1 as unknown as bigint }, 'amount'],
  ])('refuses %s with InvalidInputError naming the field', (_, change, field) => {
    const run = () => buildTransferCall({ address: ME, to: OTHER, amount: 1n, ...change })
    expect(run).toThrow(InvalidInputError)
    expect(run).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', field, shortMessage: `Invalid ${field}` }),
    )
  })
})

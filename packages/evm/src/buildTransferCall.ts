import { InvalidInputError } from '@latch/core'
import { isEvmAddress } from '@latch/core/internal'
import type { Address, Hex } from 'viem'

/** ERC-20 `transfer(address,uint256)`'s selector: the first 4 bytes of its signature's keccak256. */
const TRANSFER_SELECTOR = '0xa9059cbb'
/** uint256's bound: an amount at or above it cannot be a transfer's value or argument. */
const UINT256_LIMIT = 2n ** 256n

export interface BuildTransferCallParameters {
  /** The sender. */
  address: string
  /** The receiver. */
  to: string
  /** In the smallest unit (wei, or the token's). */
  amount: bigint
  /** The ERC-20 contract; the native currency when left out. */
  token?: string
}

/** The call a transfer makes: what `eth_sendTransaction` sends and `eth_estimateGas` prices. */
export interface TransferCall {
  from: Address
  to: Address
  value: bigint
  data: Hex
}

/** An address as spec §5 reads it (optional 0x plus 40 hex characters), always 0x-prefixed. */
function toAddress(field: string, value: string): Address {
  if (!isEvmAddress(value)) throw new InvalidInputError(field, 'an EVM address is required')
  return (value.startsWith('0x') ? value : `0x${value}`) as Address
}

/** A 32-byte ABI word of hex digits, without 0x. */
const word = (hex: string) => hex.padStart(64, '0')

/**
 * Builds a transfer's call (spec §7): native is `{ to, value: amount, data: 0x }`; ERC-20 is a call to
 * `token` with no value and data `transfer(to, amount)`. The calldata is written by hand (selector and
 * two 32-byte words) because viem's ABI encoder is too heavy for the adapter's size budget for one
 * fixed-shape call. Bad input is an `InvalidInputError` naming the field.
 *
 * @example
 * buildTransferCall({ address: me, to: friend, amount: 10n ** 18n })
 * // { from: me, to: friend, value: 10n ** 18n, data: '0x' }
 * buildTransferCall({ address: me, to: friend, amount: 5_000_000n, token: lusd }).data // '0xa9059cbb000…'
 */
export function buildTransferCall({ address, to, amount, token }: BuildTransferCallParameters): TransferCall {
  const from = toAddress('address', address)
  const receiver = toAddress('to', to)
  if (typeof amount !== 'bigint')
    throw new InvalidInputError('amount', 'must be a bigint in the smallest unit')
  if (amount < 0n) throw new InvalidInputError('amount', 'must not be negative')
  if (amount >= UINT256_LIMIT) throw new InvalidInputError('amount', 'must fit in 256 bits')
  if (token === undefined) return { from, to: receiver, value: amount, data: '0x' }
  return {
    from,
    to: toAddress('token', token),
    value: 0n,
    data: `${TRANSFER_SELECTOR}${word(receiver.slice(2).toLowerCase())}${word(amount.toString(16))}`,
  }
}

import {
  decodeEventLog,
  decodeFunctionData,
  type Hex,
  parseAbi,
  toEventSelector,
  toFunctionSelector,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import type { RawReceipt, RawTransaction } from './extractTransfers'

/** Native value one call of a user operation moved, from the smart account (its sender) to `to`. */
export interface UserOperationValue {
  /** Lower-case. */
  sender: Hex
  /** Lower-case. */
  to: Hex
  amount: bigint
  /** The operation's outcome from the EntryPoint's `UserOperationEvent`. */
  success: boolean
}

// The account calls of Solady's ERC4337 account (the devnet's LatchSmartAccount) and of the reference
// SimpleAccount v0.8: the same two selectors, so both accounts' sends are read.
const accountCallsAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/** `handleOps`' selector: checked before decoding, since nearly every transaction is something else. */
const HANDLE_OPS_SELECTOR = toFunctionSelector(
  entryPoint08Abi.find((item) => item.type === 'function' && item.name === 'handleOps')!,
)

/** The topic of `UserOperationEvent`. */
const USER_OPERATION_EVENT = toEventSelector(
  entryPoint08Abi.find((item) => item.type === 'event' && item.name === 'UserOperationEvent')!,
)

function decodeCalls(callData: Hex): readonly { target: string; value: bigint }[] {
  try {
    const call = decodeFunctionData({ abi: accountCallsAbi, data: callData })
    if (call.functionName === 'execute') return [{ target: call.args[0], value: call.args[1] }]
    return call.args[0]
  } catch {
    // an account this indexer does not know: its calls move no value it can see
    return []
  }
}

/**
 * The native value each user operation of an ERC-4337 bundle sent (EntryPoint v0.7 and v0.8 share
 * `handleOps`): a smart account's ETH leaves by an internal call, which the transaction's own value and
 * the `Transfer` logs do not show. Each operation's calls are read from its `callData`; its outcome from
 * the `UserOperationEvent` the EntryPoint logged. Operations the bundle did not execute are left out.
 * Takes the node's JSON as `extractTransfers` does.
 *
 * @example
 * extractUserOperationValues(tx, receipt) // [{ sender: '0xsmart…', to: '0xb…', amount: 10n ** 18n, success: true }]
 */
export function extractUserOperationValues(tx: RawTransaction, receipt: RawReceipt): UserOperationValue[] {
  if (!tx.to || receipt.status !== '0x1' || !tx.input.startsWith(HANDLE_OPS_SELECTOR)) return []
  let ops: readonly { sender: string; nonce: bigint; callData: Hex }[]
  try {
    const call = decodeFunctionData({ abi: entryPoint08Abi, data: tx.input })
    if (call.functionName !== 'handleOps') return []
    ops = call.args[0]
  } catch {
    return []
  }
  const entryPoint = tx.to.toLowerCase()
  const outcomes = new Map<string, boolean>()
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== entryPoint || log.topics[0] !== USER_OPERATION_EVENT) continue
    try {
      const { args } = decodeEventLog({
        abi: entryPoint08Abi,
        eventName: 'UserOperationEvent',
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      })
      outcomes.set(`${args.sender.toLowerCase()}:${args.nonce}`, args.success)
    } catch {
      // any contract can log this topic with other data: not an outcome, and never a stuck block
    }
  }
  const values: UserOperationValue[] = []
  for (const op of ops) {
    const sender = op.sender.toLowerCase() as Hex
    const success = outcomes.get(`${sender}:${op.nonce}`)
    if (success === undefined) continue
    for (const { target, value } of decodeCalls(op.callData)) {
      if (value > 0n) values.push({ sender, to: target.toLowerCase() as Hex, amount: value, success })
    }
  }
  return values
}

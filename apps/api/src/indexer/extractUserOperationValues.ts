import {
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  parseEventLogs,
  type Transaction,
  type TransactionReceipt,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'

/** Native value one call of a user operation moved, from the smart account (its sender) to `to`. */
export interface UserOperationValue {
  sender: string
  to: string
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
 *
 * @example
 * extractUserOperationValues(tx, receipt) // [{ sender: '0xSmart…', to: '0xB…', amount: 10n ** 18n, success: true }]
 */
export function extractUserOperationValues(
  tx: Transaction,
  receipt: TransactionReceipt,
): UserOperationValue[] {
  if (!tx.to || receipt.status !== 'success') return []
  let ops: readonly { sender: string; nonce: bigint; callData: Hex }[]
  try {
    const call = decodeFunctionData({ abi: entryPoint08Abi, data: tx.input })
    if (call.functionName !== 'handleOps') return []
    ops = call.args[0]
  } catch {
    return []
  }
  const entryPoint = getAddress(tx.to)
  const outcomes = new Map<string, boolean>()
  const logs = receipt.logs.filter((log) => getAddress(log.address) === entryPoint)
  for (const event of parseEventLogs({ abi: entryPoint08Abi, eventName: 'UserOperationEvent', logs })) {
    outcomes.set(`${getAddress(event.args.sender)}:${event.args.nonce}`, event.args.success)
  }
  const values: UserOperationValue[] = []
  for (const op of ops) {
    const sender = getAddress(op.sender)
    const success = outcomes.get(`${sender}:${op.nonce}`)
    if (success === undefined) continue
    for (const { target, value } of decodeCalls(op.callData)) {
      if (value > 0n) values.push({ sender, to: getAddress(target), amount: value, success })
    }
  }
  return values
}

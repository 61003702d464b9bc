import { buildSwapApprove } from '../api/buildSwapApprove'
import { buildSwapTransaction } from '../api/buildSwapTransaction'
import { getSwapAllowance } from '../api/getSwapAllowance'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { TransactionRevertedError } from '../errors/send'
import { SwapFailedError, SwapRevertedError } from '../errors/swap'
import { SendTransactionError, TransactionReceiptError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isSwapNativeToken } from '../rules/isSwapNativeToken'
import { needsSwapApprove } from '../rules/needsSwapApprove'
import { addPendingTransaction, settlePendingTransaction } from '../rules/pendingTransactions'
import { accountDataKey } from '../store/accountData'
import type { LatchState, PendingTransaction } from '../store/state'
import type { SwapToken } from '../types/swap'
import { formatUnits } from '../utils/formatUnits'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

/** A checked swap: both tokens, the amount in base units of `from`, the tolerance in percent. */
export interface RunSwapParameters {
  from: SwapToken
  to: SwapToken
  value: bigint
  slippage: number
  /** CAIP-10 account that sells and receives. */
  userAddress: string
  /** Base units of `to` the quote promised, for the Activity entry; the built swap's amount otherwise. */
  quotedAmount?: bigint
}

/** The mined swap: its hash and both amounts in whole tokens, as the snackbar says them. */
export interface RunSwapResult {
  hash: string
  sold: string
  bought: string
}

/**
 * Swaps through the connected wallet (for swapTokens and the Swap form's submitSwap): the approve first
 * when the allowance (read afresh) is short, mined before the swap; then the service builds the router
 * call with the tolerance and the wallet sends it, shown at once in Activity as pending; the caller reads balances and Activity again (refreshAfterSend)
 * once it has said what it has to. `onStep` hears
 * 'approving' and 'swapping'. Failures are reported (a failed receipt wait reports itself) and thrown as
 * Latch errors; a reverted swap is `SwapRevertedError`.
 *
 * @example const { hash } = await runSwap(latch, { from, to, value, slippage: 1, userAddress })
 */
export async function runSwap(
  latch: Latch,
  parameters: RunSwapParameters,
  onStep: (step: 'approving' | 'swapping') => void = () => {},
): Promise<RunSwapResult> {
  const { from, to, value, slippage, userAddress, quotedAmount } = parameters
  const state = getStore(latch).getState()
  const wallet = getActiveWallet(latch, 'sendTransaction')
  const send = async (tx: { to: string; data: string; value: bigint }) => {
    try {
      return await wallet.call({
        ...tx,
        connectorId: wallet.connectorId,
        address: wallet.address,
        network: wallet.network,
      })
    } catch (cause) {
      throw cause instanceof LatchError
        ? cause
        : new SendTransactionError({ cause, details: parseError(cause) })
    }
  }
  const fail = (cause: unknown) => {
    const error =
      cause instanceof LatchError ? cause : new SwapFailedError({ cause, details: parseError(cause) })
    // waitForTransactionReceipt reports its own failures
    return error instanceof TransactionReceiptError ? error : reportActionError(latch, error)
  }
  const pair = { from: from.address, to: to.address, userAddress, amount: value }
  let hash: string
  let expected: bigint
  try {
    onStep(isSwapNativeToken(from.address) ? 'swapping' : 'approving')
    if (!isSwapNativeToken(from.address)) {
      const allowance = await getSwapAllowance(latch, { tokenAddress: from.address, userAddress })
      if (needsSwapApprove({ from: from.address, amount: value, allowance })) {
        const approveHash = await send(await buildSwapApprove(latch, pair))
        const receipt = await waitForTransactionReceipt(latch, { hash: approveHash })
        if (receipt.status === 'reverted') throw new TransactionRevertedError(approveHash)
      }
      onStep('swapping')
    }
    const tx = await buildSwapTransaction(latch, { ...pair, slippage })
    expected = tx.amount
    hash = await send(tx)
  } catch (cause) {
    throw fail(cause)
  }
  const network = state.activeCaipNetworkId
  const sold = formatUnits(value, from.decimals)
  const bought = formatUnits(quotedAmount ?? expected, to.decimals)
  const key = accountDataKey(state)
  // the account or network changed meanwhile: what follows belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<LatchState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? patch(s) : s))
  const pending = pendingSwap({ hash, network, address: wallet.address, from, to, sold, bought })
  update((s) => ({
    activity: { ...s.activity, pending: addPendingTransaction(s.activity.pending, pending) },
  }))
  const settle = (status: 'confirmed' | 'failed') =>
    update((s) => ({
      activity: { ...s.activity, pending: settlePendingTransaction(s.activity.pending, hash, status) },
    }))
  let reverted: boolean
  try {
    reverted = (await waitForTransactionReceipt(latch, { hash })).status === 'reverted'
  } catch (cause) {
    // the entry stays pending: the chain may still mine it
    throw fail(cause)
  }
  if (reverted) {
    settle('failed')
    throw fail(new SwapRevertedError(hash, slippage))
  }
  settle('confirmed')
  return { hash, sold, bought }
}

/** The Activity entry of a swap just handed to the wallet: `sold` of `from` out, `bought` of `to` in. */
function pendingSwap(swap: {
  hash: string
  network: string
  address: string
  from: SwapToken
  to: SwapToken
  sold: string
  bought: string
}): PendingTransaction {
  const { hash, network, address, from, to, sold, bought } = swap
  return {
    id: `${network}:${hash}`,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: network,
      operationType: 'trade',
      status: 'pending',
      sentFrom: address,
      sentTo: address,
      hash,
    },
    transfers: [
      {
        direction: 'out',
        sender: address,
        quantity: { numeric: sold },
        fungible_info: { name: from.name, symbol: from.symbol },
      },
      {
        direction: 'in',
        recipient: address,
        quantity: { numeric: bought },
        fungible_info: { name: to.name, symbol: to.symbol },
      },
    ],
  }
}

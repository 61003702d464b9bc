import { buildSwapApprove } from '../api/buildSwapApprove'
import { buildSwapTransaction } from '../api/buildSwapTransaction'
import { getSwapAllowance } from '../api/getSwapAllowance'
import { SLIPPAGE_TOLERANCE } from '../constants'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { TransactionRevertedError } from '../errors/send'
import { SwapFailedError, SwapRevertedError, SwapValidationError } from '../errors/swap'
import { SendTransactionError, TransactionReceiptError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { checkSwap } from '../rules/checkSwap'
import { isSwapNativeToken } from '../rules/isSwapNativeToken'
import { needsSwapApprove } from '../rules/needsSwapApprove'
import { addPendingTransaction, settlePendingTransaction } from '../rules/pendingTransactions'
import { swapErrorMessage } from '../rules/swapErrorMessage'
import { swapTokenBalance } from '../rules/swapTokenBalance'
import { getActiveAccount } from '../selectors'
import { accountDataKey } from '../store/accountData'
import type { LatchState, PendingTransaction, SwapState } from '../store/state'
import { formatUnits } from '../utils/formatUnits'
import { getActiveWallet } from './getActiveWallet'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

/** The swap's hash, once it is mined and succeeded. */
export type SubmitSwapReturnType = string

/** What `submitSwap` rejects with: the form refused, the person's refusal, a reverted approve or swap, or any step's failure. */
export type SubmitSwapErrorType =
  | SwapValidationError
  | SwapRevertedError
  | TransactionRevertedError
  | LatchError

/**
 * Swaps what the Swap form holds through the connected wallet. Selling a token whose allowance is
 * short (read afresh), it first asks the wallet for the approve and waits until it is mined
 * (`status: 'approving'`); then the service builds the router call with the spec's 1% slippage
 * tolerance and the wallet sends it (`status: 'swapping'`), shown at once in Activity as pending.
 * Success: 'Swapped 1 ETH for 1996.006 LUSD', the amount and quote cleared (the pair kept), balances
 * and Activity refreshed. A refusal in the wallet, a failed step or a reverted approve: the form kept
 * with the reason in `swap.error` and the snackbar. A reverted swap (the price moved past the minimum
 * accepted): `SwapRevertedError`, 'The price moved beyond your 1% slippage tolerance. Try again.'
 *
 * @example
 * setSwapAmount(latch, { amount: '1' })
 * const hash = await submitSwap(latch)
 */
export async function submitSwap(latch: Latch): Promise<SubmitSwapReturnType> {
  const state = getStore(latch).getState()
  const { from, to, amount, quote } = state.swap
  const { value, message } = checkSwap({
    from,
    to,
    amount,
    balance: from && swapTokenBalance(from, state.portfolio.tokens),
  })
  const userAddress = getActiveAccount(state)?.caipAddress
  if (!from || !to || !value || message || !userAddress) {
    throw reportActionError(latch, new SwapValidationError(message || 'Enter an amount'))
  }
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
  const key = accountDataKey(state)
  const update = (patch: (s: LatchState) => Partial<SwapState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? { swap: { ...s.swap, ...patch(s) } } : s))
  const fail = (cause: unknown) => {
    const error =
      cause instanceof LatchError ? cause : new SwapFailedError({ cause, details: parseError(cause) })
    update(() => ({ status: 'idle', error: { code: error.code, message: swapErrorMessage(error) } }))
    showSnackbar(latch, { message: swapErrorMessage(error), variant: 'error' })
    // waitForTransactionReceipt reports its own failures
    return error instanceof TransactionReceiptError ? error : reportActionError(latch, error)
  }
  const pair = { from: from.address, to: to.address, userAddress, amount: value }
  let hash: string
  let expected: bigint
  try {
    update(() => ({ status: isSwapNativeToken(from.address) ? 'swapping' : 'approving', error: undefined }))
    if (!isSwapNativeToken(from.address)) {
      const allowance = await getSwapAllowance(latch, { tokenAddress: from.address, userAddress })
      if (needsSwapApprove({ from: from.address, amount: value, allowance })) {
        const approve = await buildSwapApprove(latch, pair)
        const approveHash = await send(approve)
        const receipt = await waitForTransactionReceipt(latch, { hash: approveHash })
        if (receipt.status === 'reverted') throw new TransactionRevertedError(approveHash)
      }
      update(() => ({ status: 'swapping', allowance: undefined }))
    }
    const tx = await buildSwapTransaction(latch, { ...pair, slippage: SLIPPAGE_TOLERANCE })
    expected = tx.amount
    hash = await send(tx)
  } catch (cause) {
    throw fail(cause)
  }
  const network = state.activeCaipNetworkId
  const sold = formatUnits(value, from.decimals)
  const bought = formatUnits(quote?.toAmount ?? expected, to.decimals)
  const { address } = wallet
  const pending: PendingTransaction = {
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
  getStore(latch).setState((s) =>
    accountDataKey(s) === key
      ? { activity: { ...s.activity, pending: addPendingTransaction(s.activity.pending, pending) } }
      : s,
  )
  const settle = (status: 'confirmed' | 'failed') =>
    getStore(latch).setState((s) =>
      accountDataKey(s) === key
        ? { activity: { ...s.activity, pending: settlePendingTransaction(s.activity.pending, hash, status) } }
        : s,
    )
  let reverted: boolean
  try {
    reverted = (await waitForTransactionReceipt(latch, { hash })).status === 'reverted'
  } catch (cause) {
    // the entry stays pending: the chain may still mine it
    throw fail(cause)
  }
  if (reverted) {
    settle('failed')
    throw fail(new SwapRevertedError(hash, SLIPPAGE_TOLERANCE))
  }
  settle('confirmed')
  update(() => ({
    status: 'idle',
    amount: '',
    quote: undefined,
    quoteStatus: 'idle',
    allowance: undefined,
    fee: undefined,
    feeStatus: 'idle',
    error: undefined,
  }))
  showSnackbar(latch, {
    message: `Swapped ${sold} ${from.symbol} for ${bought} ${to.symbol}`,
    variant: 'success',
  })
  void refreshAfterSend(latch, hash)
  return hash
}

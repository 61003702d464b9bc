import { buildSwapApprove } from '../api/buildSwapApprove'
import { buildSwapTransaction } from '../api/buildSwapTransaction'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { SwapFailedError } from '../errors/swap'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { checkSwap } from '../rules/checkSwap'
import { needsSwapApprove } from '../rules/needsSwapApprove'
import { swapNetworkFee } from '../rules/swapNetworkFee'
import { swapTokenBalance } from '../rules/swapTokenBalance'
import { getActiveAccount, getActiveNetwork } from '../selectors'
import type { SwapFee, SwapState } from '../store/state'
import { reportActionError } from './reportActionError'

export type EstimateSwapFeeReturnType = SwapFee | undefined

/** `estimateSwapFee` never rejects: its outcome is `swap.feeStatus` (failures are reported). */
export type EstimateSwapFeeErrorType = never

const sameSwap = (a: SwapState, b: SwapState) => a.from === b.from && a.to === b.to && a.amount === b.amount

/**
 * The network fee of the swap in the form, into `swap.fee`: the service builds the approve (when the
 * allowance is short) and the swap, and their gas × the gas price is the fee, in the native currency
 * and in fiat. The swap's gas is the service's fixed ceiling while an approve is still to come (it
 * cannot be estimated before the approve is mined). An estimate for a form changed meanwhile is dropped.
 *
 * @example const fee = await estimateSwapFee(latch) // { value, formatted: '0.00033', symbol: 'ETH', fiat: 0.99 }
 */
export async function estimateSwapFee(latch: Latch): Promise<EstimateSwapFeeReturnType> {
  const state = getStore(latch).getState()
  const swap = state.swap
  const { from, to, allowance } = swap
  const userAddress = getActiveAccount(state)?.caipAddress
  const network = getActiveNetwork(latch, state)
  const native = state.portfolio.tokens.find((token) => token.address === undefined)
  const { value } = checkSwap({
    from,
    to,
    amount: swap.amount,
    balance: from && swapTokenBalance(from, state.portfolio.tokens),
  })
  if (!from || !to || !userAddress || !network || !value) return undefined
  const settle = (patch: Pick<SwapState, 'fee' | 'feeStatus'>) =>
    getStore(latch).setState((s) => (sameSwap(s.swap, swap) ? { swap: { ...s.swap, ...patch } } : s))
  settle({ fee: undefined, feeStatus: 'loading' })
  const approve =
    allowance !== undefined && needsSwapApprove({ from: from.address, amount: value, allowance })
  const pair = { from: from.address, to: to.address, userAddress, amount: value }
  try {
    const [approveTx, swapTx] = await Promise.all([
      approve ? buildSwapApprove(latch, pair) : undefined,
      buildSwapTransaction(latch, { ...pair, disableEstimate: approve }),
    ])
    const { decimals, symbol } = network.nativeCurrency
    const fee = swapNetworkFee({
      gas: approveTx ? [approveTx.gas, swapTx.gas] : [swapTx.gas],
      gasPrice: swap.gasPrice ?? swapTx.gasPrice,
      nativeDecimals: decimals,
      nativePrice: native?.price,
    })
    const result: SwapFee = { ...fee, symbol }
    settle({ fee: result, feeStatus: 'ready' })
    return result
  } catch (cause) {
    settle({ fee: undefined, feeStatus: 'error' })
    reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SwapFailedError({ cause, details: parseError(cause) }),
    )
    return undefined
  }
}

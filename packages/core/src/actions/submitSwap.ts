import { SLIPPAGE_TOLERANCE } from '../constants'
import type { LatchError } from '../errors/LatchError'
import { SwapValidationError } from '../errors/swap'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { checkSwap } from '../rules/checkSwap'
import { swapErrorMessage } from '../rules/swapErrorMessage'
import { swapTokenBalance } from '../rules/swapTokenBalance'
import { getActiveAccount } from '../selectors'
import { accountDataKey } from '../store/accountData'
import type { LatchState, SwapState } from '../store/state'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { runSwap } from './runSwap'
import { showSnackbar } from './showSnackbar'
import type { SwapTokensErrorType } from './swapTokens'
import { trackTransaction } from './trackTransaction'

/** The swap's hash, once it is mined and succeeded. */
export type SubmitSwapReturnType = string

/** What `submitSwap` rejects with: what `swapTokens` does, 'Insufficient balance' among the refusals. */
export type SubmitSwapErrorType = SwapTokensErrorType

/**
 * Swaps what the Swap form holds (as `swapTokens` does, with the spec's 1% slippage tolerance), and
 * keeps the form's state around it: checked against the account's balance first (a refusal throws and
 * changes nothing), `status` 'approving' then 'swapping' while it runs. Success: 'Swapped 1 ETH for
 * 1996.006 LUSD', the amount and quote cleared (the pair kept). A refusal in the wallet, a failed step or
 * a reverted approve or swap: the form kept with the reason in `swap.error` and the snackbar; on the
 * router's transaction stack, so an open modal goes back from the preview to the form (trackTransaction).
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
  const key = accountDataKey(state)
  // the account or network changed meanwhile: the form belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<SwapState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? { swap: { ...s.swap, ...patch(s) } } : s))
  let failure: LatchError | undefined
  const showFailure = () =>
    failure && showSnackbar(latch, { message: swapErrorMessage(failure), variant: 'error' })
  // spec §4: on the router's transaction stack, so a failed step or a refusal goes back to the form
  const result = await trackTransaction(
    latch,
    { onError: showFailure, onCancel: showFailure },
    async () => {
      try {
        return await runSwap(
          latch,
          { from, to, value, slippage: SLIPPAGE_TOLERANCE, userAddress, quotedAmount: quote?.toAmount },
          (step) =>
            update(() =>
              step === 'approving'
                ? { status: step, error: undefined }
                : { status: step, allowance: undefined, error: undefined },
            ),
        )
      } catch (cause) {
        // runSwap reported it already
        const error = cause as LatchError
        failure = error
        update(() => ({ status: 'idle', error: { code: error.code, message: swapErrorMessage(error) } }))
        throw error
      }
    },
    (error) => (error as LatchError).code === 'USER_REJECTED',
  )
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
    message: `Swapped ${result.sold} ${from.symbol} for ${result.bought} ${to.symbol}`,
    variant: 'success',
  })
  void refreshAfterSend(latch, result.hash)
  return result.hash
}

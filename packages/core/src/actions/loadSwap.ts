import { getSwapGasPrice } from '../api/getSwapGasPrice'
import { getSwapTokens } from '../api/getSwapTokens'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { SwapFailedError } from '../errors/swap'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isSwapNativeToken } from '../rules/isSwapNativeToken'
import { swapErrorMessage } from '../rules/swapErrorMessage'
import { accountDataKey } from '../store/accountData'
import type { LatchState, SwapState } from '../store/state'
import { reportActionError } from './reportActionError'

/** `loadSwap` never rejects: its outcome is `swap.tokensStatus` and `swap.error` (failures are reported). */
export type LoadSwapErrorType = never

/**
 * Reads what the Swap view needs before anything is typed: the tokens the swap service trades on the
 * active network and its gas price (for Max on the native currency). The pair starts as the native
 * currency to the first other token, unless one is chosen. A network without swaps ends in
 * `tokensStatus: 'error'` with 'Network not supported for Swaps'. Read once per account and network
 * (the account data resets when they change); answers for another account are dropped.
 *
 * @example await loadSwap(latch)
 */
export async function loadSwap(latch: Latch): Promise<undefined> {
  const state = getStore(latch).getState()
  const key = accountDataKey(state)
  if (!key) {
    reportActionError(
      latch,
      new ActiveAddressNotFoundError({ details: 'The Swap view needs a connected account.' }),
    )
    return undefined
  }
  if (state.swap.tokensStatus === 'loading' || state.swap.tokensStatus === 'ready') return undefined
  const chainId = state.activeCaipNetworkId
  const update = (patch: (s: LatchState) => Partial<SwapState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? { swap: { ...s.swap, ...patch(s) } } : s))
  update(() => ({ tokensStatus: 'loading', error: undefined }))
  try {
    const [tokens, gasPrice] = await Promise.all([
      getSwapTokens(latch, { chainId }),
      getSwapGasPrice(latch, { chainId }),
    ])
    update((s) => {
      const from = s.swap.from ?? tokens.find((token) => isSwapNativeToken(token.address)) ?? tokens[0]
      const to = s.swap.to ?? tokens.find((token) => token.address !== from?.address)
      return { tokensStatus: 'ready', tokens, gasPrice: gasPrice.standard, from, to }
    })
  } catch (cause) {
    const error =
      cause instanceof LatchError ? cause : new SwapFailedError({ cause, details: parseError(cause) })
    update(() => ({ tokensStatus: 'error', error: { code: error.code, message: swapErrorMessage(error) } }))
    reportActionError(latch, error)
  }
}

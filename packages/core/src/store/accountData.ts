import type { LatchState, OnrampState, SwapState } from './state'

/** What the Account, Send, Swap and on-ramp views hold for one account on one network. */
export type AccountData = Pick<LatchState, 'portfolio' | 'nfts' | 'activity' | 'send' | 'swap' | 'onramp'>

/**
 * A fresh on-ramp: no options read yet (the on-ramp's view reads them, so the modal's first load carries
 * no currency table), no amount, quote or purchase under way.
 *
 * @example getStore(latch).setState({ onramp: emptyOnramp() })
 */
export function emptyOnramp(): OnrampState {
  return {
    optionsStatus: 'idle',
    optionsFallback: false,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    amount: '',
    quoteStatus: 'idle',
  }
}

/**
 * Fresh Account, Send and on-ramp state: nothing read, empty forms. Every path that changes the connected
 * account or its network (connect, disconnect, the wallet's account or chain change) starts from it,
 * so one account's tokens, history or half-filled form never show for another.
 *
 * @example getStore(latch).setState(emptyAccountData())
 */
export function emptyAccountData(): AccountData {
  return {
    portfolio: { status: 'idle', tokens: [] },
    nfts: { status: 'idle', items: [], next: null, loadingMore: false },
    activity: { status: 'idle', transactions: [], next: null, loadingMore: false, pending: [] },
    send: { amount: '', receiver: '', receiverStatus: 'idle', feeStatus: 'idle', loading: false },
    onramp: emptyOnramp(),
    swap: emptySwap(),
  }
}

/**
 * A fresh Swap form: nothing read, nothing chosen. Also what a finished swap returns the form to,
 * keeping the tokens read and the pair chosen.
 *
 * @example getStore(latch).setState({ swap: emptySwap() })
 */
export function emptySwap(): SwapState {
  return {
    tokensStatus: 'idle',
    tokens: [],
    amount: '',
    quoteStatus: 'idle',
    feeStatus: 'idle',
    status: 'idle',
  }
}

/**
 * The key the Account data belongs to: `${caipNetworkId}:${address}` of the connected account on
 * the active network, or `undefined` while nothing is connected. An answer read for another key is stale.
 *
 * @example if (accountDataKey(getStore(latch).getState()) !== key) return // the account changed meanwhile
 */
export function accountDataKey(state: LatchState): string | undefined {
  const account = state.accounts[state.activeNamespace]
  if (account?.status !== 'connected' || !account.address) return undefined
  return `${state.activeCaipNetworkId}:${account.address}`
}

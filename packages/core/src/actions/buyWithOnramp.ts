import { getOnrampUrl } from '../api/getOnrampUrl'
import { getTransactions } from '../api/getTransactions'
import { parseError } from '../errors/parseError'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { ONRAMP_POLL_MS } from '../onramp/onrampConstants'
import { openOnrampPopup, showOnrampCheckout } from '../onramp/openOnrampPopup'
import { findOnrampPurchase } from '../rules/findOnrampPurchase'
import { validateOnrampAmount } from '../rules/onrampAmount'
import type { OnrampPurchaseState } from '../store/state'
import { fetchTokenBalances } from './fetchTokenBalances'
import { navigate } from './navigate'

export interface BuyWithOnrampParameters {
  /** The window the popup opens from (default `window`). */
  view?: Window
  /** How often the history is read while waiting (default ONRAMP_POLL_MS). */
  pollMs?: number
}

export type BuyWithOnrampReturnType = undefined

/** `buyWithOnramp` never rejects: its outcome is `onramp.purchase` (and `onramp.error` when it cannot start). */
export type BuyWithOnrampErrorType = never

/**
 * Buys through the chosen provider: opens its popup at once (call it from the click), shows
 * OnrampWaiting, asks the services for the checkout URL and sends the popup there, then follows the
 * provider's purchases in the history: pending once paid, confirmed when the tokens arrived (the view
 * says what arrived; the tokens are read again, and the Activity when it shows), or failed. Closing the popup before paying
 * ends it with 'Popup closed'. Leaving the purchase (a new one, `resetOnramp`, another account) stops
 * following it.
 *
 * @example <button onClick={() => void buyWithOnramp(latch)}>Continue</button>
 */
export async function buyWithOnramp(
  latch: Latch,
  parameters: BuyWithOnrampParameters = {},
): Promise<BuyWithOnrampReturnType> {
  const state = getStore(latch).getState()
  const { onramp } = state
  const address = state.accounts[state.activeNamespace]?.address
  const { selectedProvider: provider, purchaseCurrency, paymentCurrency } = onramp
  const refused =
    (!address && 'Connect a wallet first') ||
    ((!purchaseCurrency || !paymentCurrency) && 'Choose what to buy and pay with') ||
    (paymentCurrency && validateOnrampAmount(onramp.amount, paymentCurrency)) ||
    (!provider && 'Choose a provider')
  if (refused || !address || !provider || !purchaseCurrency || !paymentCurrency) {
    getStore(latch).setState((s) => ({ onramp: { ...s.onramp, error: refused || undefined } }))
    return
  }
  const popup = openOnrampPopup(parameters.view ?? window)
  if (!popup) {
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, error: "The provider's window was blocked: allow pop-ups and try again" },
    }))
    return
  }
  const id = crypto.randomUUID()
  const network = state.activeCaipNetworkId
  const isCurrent = () => getStore(latch).getState().onramp.purchase?.id === id
  const update = (patch: Partial<OnrampPurchaseState>) => {
    if (!isCurrent()) return
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, purchase: { ...s.onramp.purchase!, ...patch } },
    }))
  }
  getStore(latch).setState((s) => ({
    onramp: { ...s.onramp, error: undefined, purchase: { id, provider, status: 'opening', knownIds: [] } },
  }))
  navigate(latch, { view: 'OnrampWaiting' })
  const read = async () =>
    (await getTransactions(latch, { address, onramp: provider, chainId: network })).data

  let knownIds: string[]
  try {
    knownIds = (await read()).map((transaction) => transaction.id)
    const url = await getOnrampUrl(latch, {
      provider,
      address,
      purchaseCurrency: purchaseCurrency.id,
      paymentCurrency: paymentCurrency.id,
      amount: onramp.amount.trim(),
      network,
    })
    if (!isCurrent()) {
      popup.close()
      return
    }
    showOnrampCheckout(popup, url)
  } catch (error) {
    popup.close()
    update({ status: 'failed', error: parseError(error) })
    return
  }
  update({ status: 'waiting', knownIds })

  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, parameters.pollMs ?? ONRAMP_POLL_MS))
    if (!isCurrent()) return
    const closed = popup.closed
    let found: Awaited<ReturnType<typeof read>>[number] | undefined
    try {
      found = findOnrampPurchase(await read(), knownIds)
    } catch {
      continue
    }
    if (!isCurrent()) return
    const status = found?.metadata.status
    if (found && status === 'confirmed') {
      const transfer = found.transfers[0]
      const received = `${transfer?.quantity.numeric ?? ''} ${transfer?.fungible_info?.symbol ?? ''}`.trim()
      update({ status: 'confirmed', received, ...(found.metadata.hash ? { hash: found.metadata.hash } : {}) })
      // The tokens hold the purchase now; the Activity tab reads the history again when it shows.
      void fetchTokenBalances(latch, { force: true })
      return
    }
    if (found && status === 'failed') {
      update({ status: 'failed', error: 'The purchase failed' })
      return
    }
    if (found) update({ status: 'pending' })
    else if (closed) {
      update({ status: 'failed', error: 'Popup closed' })
      return
    }
  }
}

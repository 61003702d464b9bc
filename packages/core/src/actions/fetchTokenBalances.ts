import { getTokenBalances, portfolioKey } from '../api/getTokenBalances'
import { BALANCE_NAMESPACES, BALANCE_RETRY_AFTER_MS, CHAIN_BALANCE_NAMESPACES } from '../constants'
import { TokenBalanceUnavailableError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { filterTokenBalances } from '../rules/filterTokenBalances'
import { getActiveNetwork } from '../selectors'
import { accountDataWriter } from './accountDataWriter'
import { readNativeTokenBalance } from './readNativeTokenBalance'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'

const BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export interface FetchTokenBalancesParameters {
  /** Skips the 30 s cache and has the service re-read the chain (after a send); the 30 s retry limit after a failure still holds. */
  force?: boolean
}

export type FetchTokenBalancesReturnType = undefined

/** `fetchTokenBalances` never rejects: its outcome is `portfolio.status` and, on failure, the snackbar. */
export type FetchTokenBalancesErrorType = never

/**
 * Reads the connected account's tokens on the active network into `portfolio` (zero-decimals
 * tokens filtered out), through the balance service and its 30 s cache (BALANCE_NAMESPACES), or as
 * the one native coin the adapter reads from the chain (CHAIN_BALANCE_NAMESPACES: polkadot). A failed
 * fetch, or another network, sets `portfolio.status` to 'error' and shows 'Token Balance Unavailable';
 * for 30 s after a failure the service is not asked again (the status stays 'error', no new message).
 * `portfolio.failedAt` says when the failure was, on the clock of that 30 s rule; a read clears it.
 * An answer for an account or network that is no longer the active one is dropped.
 *
 * @example await fetchTokenBalances(latch, { force: true })
 */
export async function fetchTokenBalances(
  latch: Latch,
  parameters: FetchTokenBalancesParameters = {},
): Promise<FetchTokenBalancesReturnType> {
  const writer = accountDataWriter(latch, 'portfolio')
  if (!writer) return
  const { key, address, current, isCurrent, set } = writer
  const network = getActiveNetwork(latch, getStore(latch).getState())
  const served = (BALANCE_NAMESPACES as readonly string[]).includes(network?.chainNamespace ?? '')
  const onChain = (CHAIN_BALANCE_NAMESPACES as readonly string[]).includes(network?.chainNamespace ?? '')
  if (!network || !(served || onChain)) {
    set(() => ({ status: 'error', tokens: [], failedAt: Date.now() }))
    showSnackbar(latch, { message: BALANCE_UNAVAILABLE, variant: 'error' })
    return
  }
  const chainId = network.caipNetworkId
  const failures = getLatchInternal(latch).api.balanceFailedAt
  const failureKey = portfolioKey({ address, chainId })
  const lastFailure = failures.get(failureKey)
  if (lastFailure !== undefined && Date.now() - lastFailure < BALANCE_RETRY_AFTER_MS) {
    // the failure was shown when it happened; asking again now would only repeat it
    set(() => ({ status: 'error', tokens: [], failedAt: lastFailure }))
    return
  }
  // a refresh of tokens already shown keeps them on screen until the new ones arrive
  if (current.key !== key || current.status !== 'ready') set(() => ({ status: 'loading', tokens: [] }))
  try {
    const balances = served
      ? await getTokenBalances(latch, { address, chainId, forceUpdate: parameters.force })
      : await readNativeTokenBalance(latch, { address, network })
    set(() => ({ status: 'ready', tokens: filterTokenBalances(balances) }))
  } catch (cause) {
    if (!isCurrent()) return
    // the time getTokenBalances recorded for its 30 s rule; none when no balance service is configured
    set(() => ({ status: 'error', tokens: [], failedAt: failures.get(failureKey) ?? Date.now() }))
    showSnackbar(latch, { message: BALANCE_UNAVAILABLE, variant: 'error' })
    reportActionError(
      latch,
      cause instanceof TokenBalanceUnavailableError ? cause : new TokenBalanceUnavailableError({ cause }),
    )
  }
}

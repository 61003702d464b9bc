import { BALANCE_RETRY_AFTER_MS, NATIVE_BALANCE_CACHE_MS } from '../constants'
import { TokenBalanceUnavailableError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { getActiveAccount, getActiveNetwork } from '../selectors'
import { patchAccount } from '../store/update'
import { formatBalance } from '../utils/formatBalance'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'

const BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export interface FetchBalanceParameters {
  /** Read even when the cached balance is under 30 s old (the retry limit after a failure still holds). */
  force?: boolean
}

export type FetchBalanceReturnType = undefined

/** `fetchBalance` never rejects: a failed read shows 'Token Balance Unavailable' and is reported. */
export type FetchBalanceErrorType = never

/**
 * Reads the connected account's native balance, at most every 30 s (cache), and after a failure
 * only once 30 s have passed. Failures and unsupported networks show 'Token Balance Unavailable'.
 *
 * @example await fetchBalance(latch, { force: true })
 */
export async function fetchBalance(
  latch: Latch,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const account = getActiveAccount(state)
  if (account?.status !== 'connected' || !account.address) return
  const network = getActiveNetwork(latch, state)
  const adapter = latch.adapters.get(namespace)
  if (!network || !adapter) {
    showSnackbar(latch, { message: BALANCE_UNAVAILABLE, variant: 'error' })
    return
  }
  const now = Date.now()
  if (account.balanceFailedAt !== undefined && now - account.balanceFailedAt < BALANCE_RETRY_AFTER_MS) return
  const key = `${network.caipNetworkId}:${account.address}`
  const readAt = getLatchInternal(latch).balanceReadAt.get(key)
  if (
    !parameters.force &&
    account.balance !== undefined &&
    readAt !== undefined &&
    now - readAt < NATIVE_BALANCE_CACHE_MS
  ) {
    return
  }
  const { address } = account
  const stillCurrent = () => {
    const current = getStore(latch).getState()
    return (
      getActiveAccount(current)?.address === address && current.activeCaipNetworkId === network.caipNetworkId
    )
  }
  try {
    const balance = await adapter.getBalance({ address, network })
    if (!stillCurrent()) return
    getLatchInternal(latch).balanceReadAt.set(key, Date.now())
    patchAccount(latch, namespace, {
      balance: formatBalance(balance.value, balance.decimals),
      balanceSymbol: balance.symbol,
      balanceFailedAt: undefined,
    })
  } catch (cause) {
    if (!stillCurrent()) return
    patchAccount(latch, namespace, { balanceFailedAt: Date.now() })
    showSnackbar(latch, { message: BALANCE_UNAVAILABLE, variant: 'error' })
    reportActionError(
      latch,
      cause instanceof TokenBalanceUnavailableError ? cause : new TokenBalanceUnavailableError({ cause }),
    )
  }
}

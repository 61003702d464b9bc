import { useLatchSelector } from '../../hooks/useLatchSelector'

/**
 * `${caipNetworkId}:${address}` of the connected account on the active network: the tabs fetch
 * again when it changes (core clears the old account's data in the same update).
 *
 * @example useEffect(() => void fetchTokenBalances(latch), [latch, useAccountDataKey()])
 */
export function useAccountDataKey(): string | undefined {
  return useLatchSelector((s) => {
    const address = s.accounts[s.activeNamespace]?.address
    return address ? `${s.activeCaipNetworkId}:${address}` : undefined
  })
}

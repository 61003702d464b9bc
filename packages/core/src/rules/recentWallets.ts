import { MAX_RECENT_WALLETS } from '../constants'
import type { RecentWallet } from '../types/connector'

export { MAX_RECENT_WALLETS } from '../constants'

/**
 * Puts a wallet at the front of the recent list: newest first, deduplicated by id, at most 2.
 *
 * @example
 * addRecentWallet([{ id: 'a', name: 'A' }], { id: 'b', name: 'B' }) // [B, A]
 */
export function addRecentWallet(list: RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  const seen = new Set<string>([wallet.id])
  const rest = list.filter((item) => !seen.has(item.id) && seen.add(item.id))
  return [wallet, ...rest].slice(0, MAX_RECENT_WALLETS)
}

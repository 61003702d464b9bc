import type { DevWalletStorage } from './persistedState'

/**
 * Whether the dev wallet's side for one chain (Solana, Bitcoin, Polkadot) saved under `key` that this
 * page may see its accounts; false when nothing, or something unreadable, is stored.
 *
 * @example const authorized = readStoredAuthorization(window.localStorage, SOLANA_DEV_WALLET_STORAGE_KEY)
 */
export function readStoredAuthorization(storage: DevWalletStorage | null | undefined, key: string): boolean {
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? 'null') as unknown
    return (
      typeof saved === 'object' && saved !== null && (saved as { authorized?: unknown }).authorized === true
    )
  } catch {
    return false
  }
}

/**
 * Saves (or, for false, forgets) that the page may see the accounts, so a reload reconnects silently.
 *
 * @example storeAuthorization(window.localStorage, SOLANA_DEV_WALLET_STORAGE_KEY, true)
 */
export function storeAuthorization(
  storage: DevWalletStorage | null | undefined,
  key: string,
  authorized: boolean,
) {
  if (authorized) storage?.setItem(key, JSON.stringify({ authorized: true }))
  else storage?.removeItem(key)
}

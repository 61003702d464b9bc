/** The subset of the Web Storage API the wallet uses (window.localStorage fits). */
export interface DevWalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A chain added by a site through wallet_addEthereumChain. */
export interface PersistedChain {
  id: number
  name: string
  rpcUrl?: string
}

/** What survives a page reload. */
export interface PersistedState {
  authorized: boolean
  chainId: number
  addedChains: PersistedChain[]
}

/** The storage key; bump the version when `PersistedState` changes shape. */
export const DEV_WALLET_STORAGE_KEY = 'latch-devnet-wallet:v1'

/**
 * Reads the saved wallet state; `undefined` when nothing (or something unreadable) is stored.
 *
 * @example
 * const saved = loadPersistedState(window.localStorage)
 */
export function loadPersistedState(storage: DevWalletStorage | null | undefined): PersistedState | undefined {
  if (!storage) return undefined
  try {
    const raw = storage.getItem(DEV_WALLET_STORAGE_KEY)
    if (!raw) return undefined
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || typeof value.authorized !== 'boolean' || !Number.isSafeInteger(value.chainId)) {
      return undefined
    }
    const addedChains = Array.isArray(value.addedChains) ? value.addedChains.filter(isPersistedChain) : []
    return { authorized: value.authorized, chainId: value.chainId as number, addedChains }
  } catch {
    return undefined
  }
}

/**
 * Saves the wallet state. Storage failures (quota, private mode) are ignored: the wallet
 * then simply forgets on reload.
 *
 * @example
 * savePersistedState(window.localStorage, { authorized: true, chainId: 31337, addedChains: [] })
 */
export function savePersistedState(
  storage: DevWalletStorage | null | undefined,
  state: PersistedState,
): void {
  if (!storage) return
  try {
    storage.setItem(DEV_WALLET_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Nothing to do: see above.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isPersistedChain(value: unknown): value is PersistedChain {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.id) &&
    typeof value.name === 'string' &&
    (value.rpcUrl === undefined || typeof value.rpcUrl === 'string')
  )
}

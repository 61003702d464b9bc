import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { AccountState, ChainNamespace } from '../types'
import type { LatchState } from './state'

/** Replaces one namespace's account, leaving the others as they are. */
export function withAccount(
  state: LatchState,
  namespace: ChainNamespace,
  account: AccountState | undefined,
): Pick<LatchState, 'accounts'> {
  const accounts = { ...state.accounts }
  if (account) accounts[namespace] = account
  else delete accounts[namespace]
  return { accounts }
}

/** Merges a partial account update into one namespace's account. */
export function patchAccount(latch: Latch, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  getStore(latch).setState((state) => {
    const current = state.accounts[namespace]
    if (!current) return state
    return withAccount(state, namespace, { ...current, ...patch })
  })
}

import type { Latch } from '../latch'
import { getStore } from '../latch'
import { accountDataKey } from '../store/accountData'
import type { LatchState } from '../store/state'

/** The Account view's lists, each read from a service for the connected account on the active network. */
type AccountList = 'portfolio' | 'nfts' | 'activity'

export interface AccountDataWriter<S> {
  /** `${caipNetworkId}:${address}` the read is for. */
  key: string
  address: string
  /** What the list held when the read started. */
  current: S
  /** Whether the connected account and active network are still those the read is for. */
  isCurrent: () => boolean
  /** Replaces the list with `next` of its latest value, stamped with the key; dropped once isCurrent is false. */
  set: (next: (value: S) => S) => void
}

/**
 * What a read of one Account list needs to write its answer: the key and address it is for, and a
 * setter that drops the answer once the account or network changed meanwhile. `undefined` while
 * nothing is connected (there is nothing to read).
 *
 * @example
 * const writer = accountDataWriter(latch, 'portfolio')
 * writer?.set(() => ({ status: 'loading', tokens: [] }))
 */
export function accountDataWriter<F extends AccountList>(
  latch: Latch,
  field: F,
): AccountDataWriter<LatchState[F]> | undefined {
  const state = getStore(latch).getState()
  const key = accountDataKey(state)
  const address = state.accounts[state.activeNamespace]?.address
  if (!key || !address) return undefined
  const isCurrent = () => accountDataKey(getStore(latch).getState()) === key
  return {
    key,
    address,
    current: state[field],
    isCurrent,
    set: (next) => {
      if (!isCurrent()) return
      // a computed key of a generic field widens to an index signature: this is Pick<LatchState, F>
      getStore(latch).setState((s) => ({ [field]: { ...next(s[field]), key } }) as Partial<LatchState>)
    },
  }
}

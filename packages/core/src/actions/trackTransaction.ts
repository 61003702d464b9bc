import type { Latch } from '../latch'
import { getStore } from '../latch'
import { pushTransaction, resolveTransaction, type TransactionOutcome } from '../rules/transactionStack'
import { isConnected } from '../selectors'
import type { TransactionAction } from '../types/view'
import { close } from './close'

/**
 * Runs `run` as a transaction of the router's stack (spec §4): pushed while the modal shows the view it
 * starts from, resolved when it settles. Success runs `onSuccess`; an error runs `onError` and a
 * refusal (`isCancel`) `onCancel`, then the modal goes back from that view (a failed send leaves the
 * preview for the form it came from). A person who moved elsewhere meanwhile, or a modal closed or
 * reset since, stays where it is: the action still runs, nothing navigates.
 *
 * @example
 * const hash = await trackTransaction(latch, { onCancel: () => showSnackbar(latch, refused) },
 *   () => runSend(latch, transfer), (error) => error.code === 'USER_REJECTED')
 */
export async function trackTransaction<T>(
  latch: Latch,
  action: TransactionAction,
  run: () => Promise<T>,
  isCancel: (error: unknown) => boolean,
): Promise<T> {
  const store = getStore(latch)
  const start = store.getState()
  if (start.open) store.setState({ router: pushTransaction(start.router, action) })
  const settle = (outcome: TransactionOutcome) => {
    const state = store.getState()
    const ours = state.open && state.router.transactionStack.at(-1) === action
    if (!ours || state.router.view !== start.router.view) {
      if (ours)
        store.setState({
          router: { ...state.router, transactionStack: state.router.transactionStack.slice(0, -1) },
        })
      callbackOf(action, outcome)?.()
      return
    }
    const resolved = resolveTransaction(state.router, outcome, { isConnected: isConnected(state) })
    if (resolved.close) close(latch)
    else store.setState({ router: resolved.router })
    resolved.run?.()
  }
  let result: T
  try {
    result = await run()
  } catch (error) {
    settle(isCancel(error) ? 'cancel' : 'error')
    throw error
  }
  settle('success')
  return result
}

function callbackOf(action: TransactionAction, outcome: TransactionOutcome): (() => void) | undefined {
  if (outcome === 'success') return action.onSuccess
  return outcome === 'error' ? action.onError : action.onCancel
}

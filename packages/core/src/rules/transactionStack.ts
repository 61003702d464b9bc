import type { RouterState, TransactionAction } from '../types/view'
import { planGoBack } from './planGoBack'

export type TransactionOutcome = 'success' | 'error' | 'cancel'

export interface ResolveTransactionResult {
  router: RouterState
  /** The action's callback for this outcome; the caller runs it (rules stay free of effects). */
  run?: () => void
  /** True when going back closed the modal. */
  close: boolean
}

/**
 * Puts a pending action on top of the router's transaction stack.
 *
 * @example
 * pushTransaction(router, { onSuccess: () => pushView(router, 'Account'), onCancel: reportCancel })
 */
export function pushTransaction(router: RouterState, action: TransactionAction): RouterState {
  return { ...router, transactionStack: [...router.transactionStack, action] }
}

/**
 * Pops the top action. On success it hands back the success action to run; on error or cancel it
 * hands back that action and the router after going back. An empty stack changes nothing.
 *
 * @example
 * const { router: next, run, close } = resolveTransaction(router, 'cancel', { isConnected: true })
 * run?.()
 */
export function resolveTransaction(
  router: RouterState,
  outcome: TransactionOutcome,
  ctx: { isConnected: boolean },
): ResolveTransactionResult {
  const action = router.transactionStack.at(-1)
  if (!action) return { router, close: false }
  const popped: RouterState = { ...router, transactionStack: router.transactionStack.slice(0, -1) }
  if (outcome === 'success') return withRun({ router: popped, close: false }, action.onSuccess)
  const back = planGoBack(popped, ctx)
  return withRun(back, outcome === 'error' ? action.onError : action.onCancel)
}

function withRun(result: ResolveTransactionResult, run: (() => void) | undefined): ResolveTransactionResult {
  return run ? { ...result, run } : result
}

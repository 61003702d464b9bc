import type { ViewName } from '../types/view'

/**
 * The view the router resets to when the modal closes: Connect, or in embedded mode
 * Account if connected, otherwise Connect.
 *
 * @example
 * selectCloseView({ embedded: true, isConnected: true }) // 'Account'
 */
export function selectCloseView(ctx: { embedded: boolean; isConnected: boolean }): ViewName {
  return ctx.embedded && ctx.isConnected ? 'Account' : 'Connect'
}

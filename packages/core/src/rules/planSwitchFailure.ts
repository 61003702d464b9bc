import type { CaipNetworkId } from '../types'
import type { RouterState, ViewName } from '../types/view'
import { planGoBack } from './planGoBack'

/** The views that show a network switch while the wallet decides. */
const SWITCH_VIEWS: ReadonlySet<ViewName> = new Set(['SwitchNetwork', 'SwitchActiveChain'])

/**
 * Where the modal goes when the wallet refuses or fails a switch to `caipNetworkId` (spec §2: "a failed
 * network switch goes back one view"): back from the switch view showing that network, and nowhere
 * otherwise, so a switch the host started while the person is on Send keeps the form.
 *
 * @example
 * const { router } = planSwitchFailure(state.router, 'eip155:31338', { isConnected: true })
 */
export function planSwitchFailure(
  router: RouterState,
  caipNetworkId: CaipNetworkId,
  ctx: { isConnected: boolean },
): { router: RouterState } {
  if (!SWITCH_VIEWS.has(router.view) || router.data?.caipNetworkId !== caipNetworkId) return { router }
  return { router: planGoBack(router, ctx).router }
}

import { InvalidInputError } from '../errors/input'
import { NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'
import { selectOpenView } from '../rules/selectOpenView'
import { isOnUnsupportedNetwork } from '../selectors'
import { CHAIN_NAMESPACES, type ChainNamespace, VIEWS, type ViewName } from '../types'
import { activateNamespace } from './activateNamespace'
import { reportActionError } from './reportActionError'

export interface OpenParameters {
  /** Open at this view instead of the one the spec's rules choose. */
  view?: ViewName
  /** Switch to this namespace first (spec §2 step 1); the view is then chosen for it. */
  namespace?: ChainNamespace
}

export type OpenReturnType = undefined

/** What `open` throws, leaving the modal as it was. */
export type OpenErrorType = InvalidInputError | NetworkNotFoundError

/**
 * Opens the modal at the view chosen by spec §2; a wallet on an unsupported network sees UnsupportedChain
 * unless `view` names another.
 * An unknown view or namespace is refused with `InvalidInputError` (modal unchanged); so is a requested
 * `namespace` with no configured network to switch to (`NetworkNotFoundError`).
 *
 * @example open(latch)
 * @example open(latch, { view: 'Networks' })
 */
export function open(latch: Latch, parameters: OpenParameters = {}): OpenReturnType {
  if (parameters.view !== undefined && !VIEWS.includes(parameters.view)) {
    throw reportActionError(latch, new InvalidInputError('view', `unknown view "${String(parameters.view)}"`))
  }
  if (parameters.namespace !== undefined && !CHAIN_NAMESPACES.includes(parameters.namespace)) {
    throw reportActionError(
      latch,
      new InvalidInputError('namespace', `unknown namespace "${String(parameters.namespace)}"`),
    )
  }
  const state = getStore(latch).getState()
  const choice = selectOpenView({
    requestedNamespace: parameters.namespace,
    activeNamespace: state.activeNamespace,
    accounts: state.accounts,
    manualWalletConnect: latch.config.manualWalletConnect,
    hasAdapters: latch.adapters.size > 0,
    isMobile: latch.config.isMobile,
    requestedView: parameters.view,
  })
  const { switchToNamespace } = choice
  // checked before anything changes, so a refused open leaves the page as it was
  if (switchToNamespace && !latch.config.networks.some((n) => n.chainNamespace === switchToNamespace)) {
    throw reportActionError(
      latch,
      new NetworkNotFoundError({ details: `No network configured for ${switchToNamespace}.` }),
    )
  }
  if (switchToNamespace) activateNamespace(latch, { namespace: switchToNamespace })
  // On a network the host lacks, UnsupportedChain takes the place of the chosen view (Account has nothing
  // to show there), but never of a view the host asked for.
  const unsupported =
    parameters.view === undefined && isOnUnsupportedNetwork(latch, getStore(latch).getState())
  const view = unsupported ? 'UnsupportedChain' : choice.view
  getStore(latch).setState((s) => ({ open: true, router: resetView(s.router, view) }))
}

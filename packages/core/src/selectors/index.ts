import type { Latch } from '../latch'
import type { LatchState } from '../store/state'
import type { AccountState, Connection, Network } from '../types'

/**
 * The account of the active namespace, if any.
 * @example const account = getActiveAccount(getStore(latch).getState())
 */
export function getActiveAccount(state: LatchState): AccountState | undefined {
  return state.accounts[state.activeNamespace]
}

/**
 * The active connection's email or social login: its name (the email, or the provider's user name) and
 * the social provider, if any.
 * @example const login = getAuthLogin(getStore(latch).getState()) // { name: 'ada-lovelace', provider: 'github' }
 */
export function getAuthLogin(state: LatchState): Connection['auth'] {
  const connectorId = state.activeConnectorIds[state.activeNamespace]
  return state.connections[state.activeNamespace]?.find((c) => c.connectorId === connectorId)?.auth
}

/**
 * The email of the active connection when it is an email login (a social login has none to show or change).
 * @example const email = getAuthEmail(getStore(latch).getState())
 */
export function getAuthEmail(state: LatchState): string | undefined {
  const login = getAuthLogin(state)
  return login?.provider ? undefined : login?.name
}

/** @example if (isConnected(getStore(latch).getState())) showAccount() */
export function isConnected(state: LatchState): boolean {
  return getActiveAccount(state)?.status === 'connected'
}

/**
 * The configured network in use, or `undefined` when the wallet is on one the host did not configure.
 * @example const network = getActiveNetwork(latch, getStore(latch).getState())
 */
export function getActiveNetwork(latch: Latch, state: LatchState): Network | undefined {
  return latch.config.networks.find((network) => network.caipNetworkId === state.activeCaipNetworkId)
}

/** Connected on a chain the host did not configure: the UnsupportedChain case. */
export function isOnUnsupportedNetwork(latch: Latch, state: LatchState): boolean {
  return isConnected(state) && getActiveNetwork(latch, state) === undefined
}

/**
 * Whether the connected account still owes a required sign-in (spec §4): the host's `siwx` says it is
 * required and no session is in place for the account and network. The modal then refuses to close.
 */
export function isSignInRequired(latch: Latch, state: LatchState): boolean {
  return Boolean(latch.config.siwx?.getRequired?.()) && isConnected(state) && state.siwx.status !== 'signedIn'
}

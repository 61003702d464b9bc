import { PAIRING_EXPIRY_MS } from '../constants'
import {
  type ConnectionRejectedError,
  type ConnectionTimeoutError,
  type ConnectorNotFoundError,
  FailedToConnectError,
  type ModalClosedError,
} from '../errors/connection'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { addRecentWallet } from '../rules/recentWallets'
import { resolveDefaultAccountType } from '../rules/resolveDefaultAccountType'
import { resetView } from '../rules/router'
import { getActiveNetwork, isOnUnsupportedNetwork } from '../selectors'
import { keepOneClickSession, oneClickSignInRequest, usesOneClickSignIn } from '../siwx/oneClickSignIn'
import { showSignInAfterConnect } from '../siwx/showSignInAfterConnect'
import type { PendingRequest } from '../store/state'
import type { ChainNamespace, RecentWallet } from '../types'
import { applyConnection } from './applyConnection'
import { close } from './close'
import { connectLoginElsewhere } from './connectLoginElsewhere'
import { fetchBalance } from './fetchBalance'
import { findConnector } from './findConnector'
import { joinHeldConnections } from './joinHeldConnections'
import { reportActionError } from './reportActionError'

export interface ConnectParameters {
  connectorId: string
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace
  /**
   * The listing wallet reached through this connector (WalletConnect): it, not the connector, becomes
   * the recent wallet, so the Connect view offers that wallet first next time.
   */
  wallet?: RecentWallet
}

export type ConnectReturnType = undefined

/** What `connect` rejects with: its own checks, then the adapter's (any LatchError; the EVM adapter's are listed). */
export type ConnectErrorType =
  | InvalidInputError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | ConnectorNotFoundError
  | ConnectionRejectedError
  | ConnectionTimeoutError
  | FailedToConnectError
  | ModalClosedError
  | LatchError

/**
 * The wallet's answer, unless the modal closes first: then the close's ModalClosedError, and an
 * answer arriving later is dropped, so a late approval never connects behind the person's back.
 */
function unlessClosed<T>(answer: Promise<T>, closed: AbortSignal): Promise<T> {
  if (closed.aborted) return Promise.reject(closed.reason)
  return new Promise<T>((resolve, reject) => {
    const onClose = () => reject(closed.reason)
    closed.addEventListener('abort', onClose, { once: true })
    answer.then(resolve, reject).finally(() => closed.removeEventListener('abort', onClose))
  })
}

/**
 * Asks a wallet to connect. While it waits, `connecting` holds the request; on failure it holds the
 * error (for the Connecting view's retry) and nothing else changes. On success the modal closes
 * (embedded: shows Account), or shows UnsupportedChain when the wallet is on a network the host lacks,
 * or, with `siwx` config, looks up the account's session first: closes with one, shows SIWXSignMessage
 * without (showSignInAfterConnect).
 * An email or social login (AUTH) connects its account on the other namespaces too (connectLoginElsewhere).
 * The adapter is told the host's default account type for the namespace (resolveDefaultAccountType): the
 * embedded wallet starts on it unless the person chose another type, which the wallet keeps per user.
 * Closing the modal while the wallet has not answered ends the attempt with `ModalClosedError`
 * ('Modal closed'); the wallet's approval, if it comes afterwards, is not applied.
 *
 * @example await connect(latch, { connectorId: 'io.metamask' })
 */
export async function connect(latch: Latch, parameters: ConnectParameters): Promise<ConnectReturnType> {
  if (typeof parameters?.connectorId !== 'string' || parameters.connectorId === '') {
    throw reportActionError(latch, new InvalidInputError('connectorId', 'a connector id is required'))
  }
  const { connectorId, wallet } = parameters
  if (
    wallet !== undefined &&
    (typeof wallet?.id !== 'string' || typeof wallet.name !== 'string' || !wallet.id)
  ) {
    throw reportActionError(latch, new InvalidInputError('wallet', 'must be { id, name }'))
  }
  const state = getStore(latch).getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const adapter = latch.adapters.get(namespace)
  if (!adapter)
    throw reportActionError(latch, new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}.` }))
  const connector = findConnector(state, namespace, connectorId)
  const network =
    (state.activeNamespace === namespace ? getActiveNetwork(latch, state) : undefined) ??
    latch.config.networks.find((n) => n.chainNamespace === namespace)
  if (!network)
    throw reportActionError(
      latch,
      new NetworkNotFoundError({ details: `No network configured for ${namespace}.` }),
    )

  const internal = getLatchInternal(latch)
  internal.connectAttempt ??= new AbortController()
  const closed = internal.connectAttempt.signal
  // Its identity tells this attempt from a newer one for the same wallet (a refreshed WalletConnect URI).
  let attempt: PendingRequest = { connectorId, status: 'waiting' }
  const isCurrent = () => getStore(latch).getState().connecting === attempt
  getStore(latch).setState({ connecting: attempt })
  // A pairing URI (WalletConnect) joins the request, with its expiry, for the QR code.
  const onUri = (uri: string) => {
    if (!isCurrent()) return
    attempt = { ...attempt, uri, expiresAt: Date.now() + PAIRING_EXPIRY_MS }
    getStore(latch).setState({ connecting: attempt })
  }
  try {
    const preferredAccountType = resolveDefaultAccountType(latch.config.defaultAccountTypes, namespace)
    // only a connection that signs in waits for a message first; the others ask the wallet at once
    const signIn = usesOneClickSignIn(latch, connector)
      ? await oneClickSignInRequest(latch, connector, network)
      : undefined
    const connection = await unlessClosed(
      adapter.connect({ connectorId, network, onUri, preferredAccountType, signIn }),
      closed,
    )
    // A newer attempt (or leaving the view and trying another wallet) supersedes this one.
    const pending = getStore(latch).getState().connecting
    if (pending && pending !== attempt) return
    // spec §5: kept before the account shows, so that the sign-in lookup finds it instead of asking again
    if (connection.siwxSession) await keepOneClickSession(latch, connection.siwxSession)
    applyConnection(latch, {
      namespace,
      connection,
      connections: joinHeldConnections(latch, namespace, connection),
    })
    getStore(latch).setState((s) => ({
      connecting: undefined,
      recentWallets: wallet
        ? addRecentWallet(s.recentWallets, wallet)
        : connector
          ? addRecentWallet(s.recentWallets, {
              id: connector.id,
              name: connector.name,
              imageUrl: connector.imageUrl,
            })
          : s.recentWallets,
    }))
    const after = getStore(latch).getState()
    if (isOnUnsupportedNetwork(latch, after)) {
      getStore(latch).setState({ open: true, router: resetView(after.router, 'UnsupportedChain') })
    } else {
      // spec §4: the session is looked up first; the sign-in view opens only when there is none
      if (latch.config.siwx) void showSignInAfterConnect(latch)
      else close(latch)
      void fetchBalance(latch)
    }
    if (connector?.type === 'AUTH') await connectLoginElsewhere(latch, { namespace, connectorId })
  } catch (cause) {
    // the wallet's own words go in the details, so the report says what failed
    const error =
      cause instanceof LatchError ? cause : new FailedToConnectError({ cause, details: parseError(cause) })
    if (isCurrent()) {
      getStore(latch).setState({
        connecting: {
          connectorId,
          status: 'error',
          error: { code: error.code, message: error.shortMessage, details: error.details },
        },
      })
    }
    throw reportActionError(latch, error)
  }
}

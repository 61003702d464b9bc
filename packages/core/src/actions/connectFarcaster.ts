import {
  EmbeddedWalletTimeoutError,
  FarcasterConnectError,
  type FrameLoadError,
  type NoAuthConnectorError,
} from '../errors/embedded'
import { LatchError } from '../errors/LatchError'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { pushView } from '../rules/router'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export type ConnectFarcasterErrorType =
  | NoAuthConnectorError
  | FrameLoadError
  | FarcasterConnectError
  | EmbeddedWalletTimeoutError

/**
 * Signs in with Farcaster into the embedded wallet (spec §2 ConnectingFarcaster): the view opens at once,
 * the frame asks the services for a Sign In With Farcaster link (its QR code shows), and once the person
 * signed in their Farcaster app the view asks for the code that app shows them (`codeRequired`), which
 * `submitFarcasterCode` turns into the connected account. The link is the pending request's `uri`. A
 * failure shows on the view ('Failed to connect to farcaster'); leaving the view drops the sign-in
 * (`leaveFarcaster`), and a failure after that is nobody's to show.
 *
 * @example await connectFarcaster(latch)
 */
export async function connectFarcaster(latch: Latch): Promise<void> {
  let wallet: ReturnType<typeof getEmbeddedWallet>
  try {
    wallet = getEmbeddedWallet(latch)
  } catch (cause) {
    throw reportActionError(latch, cause as LatchError)
  }
  const connectorId = wallet.connector.id
  getStore(latch).setState((s) => ({
    router: s.router.view === 'ConnectingFarcaster' ? s.router : pushView(s.router, 'ConnectingFarcaster'),
    connecting: { connectorId, status: 'waiting' },
  }))
  const attempt = getStore(latch).getState().connecting
  // the person may leave the view at any step: what follows is then dropped
  const stillHere = () => {
    const state = getStore(latch).getState()
    return state.router.view === 'ConnectingFarcaster' && state.connecting?.connectorId === connectorId
  }
  try {
    await wallet.controls.load()
    const uri = await wallet.controls.farcasterUrl()
    if (!stillHere() || getStore(latch).getState().connecting !== attempt) return
    getStore(latch).setState({ connecting: { connectorId, status: 'waiting', uri } })
    await wallet.controls.waitFarcaster()
    if (!stillHere()) return
    getStore(latch).setState({ connecting: { connectorId, status: 'waiting', uri, codeRequired: true } })
  } catch (cause) {
    if (!stillHere()) return
    const error =
      cause instanceof EmbeddedWalletTimeoutError ||
      (cause instanceof LatchError && cause.code === 'FRAME_LOAD_FAILED')
        ? cause
        : new FarcasterConnectError({ cause })
    getStore(latch).setState({
      connecting: {
        connectorId,
        status: 'error',
        error: {
          code: error.code,
          message: error.shortMessage,
          ...(error.details ? { details: error.details } : {}),
        },
      },
    })
    throw reportEmbeddedError(latch, error)
  }
}

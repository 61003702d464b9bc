import { type EmbeddedWalletError, NotConnectedToEmailError } from '../errors/embedded'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportEmbeddedError } from './reportEmbeddedError'

export type ChangeEmailErrorType = NotConnectedToEmailError | EmbeddedWalletError

/** The embedded wallet's controls, when the active connection is its login; else NotConnectedToEmailError. */
export function connectedEmbeddedWallet(latch: Latch) {
  const wallet = getEmbeddedWallet(latch)
  const state = getStore(latch).getState()
  if (state.activeConnectorIds[state.activeNamespace] !== wallet.connector.id)
    throw new NotConnectedToEmailError()
  return wallet
}

/**
 * Moves the email login to another address (UpdateEmailWallet) on the embedded wallet's own screen: the
 * frame asks the person for the new address and the code mailed to each address, so the page never sees
 * an address or a code; the view shows the frame meanwhile. Resolves the new address, which the Account
 * then shows; rejects when the person cancels.
 *
 * @example const email = await changeEmail(latch)
 */
export async function changeEmail(latch: Latch): Promise<string> {
  try {
    const { controls, connector } = connectedEmbeddedWallet(latch)
    const email = await controls.updateEmail()
    getStore(latch).setState((s) => {
      const connections = s.connections[s.activeNamespace] ?? []
      return {
        connections: {
          ...s.connections,
          [s.activeNamespace]: connections.map((connection) =>
            connection.connectorId === connector.id ? { ...connection, auth: { name: email } } : connection,
          ),
        },
      }
    })
    return email
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

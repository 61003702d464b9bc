import type { Latch } from '../createLatch'
import { type EmbeddedWalletError, NotConnectedToEmailError } from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import { isLoginCode, isValidEmail } from '../rules/emailLogin'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export type ChangeEmailErrorType = InvalidInputError | NotConnectedToEmailError | EmbeddedWalletError

/** The embedded wallet's controls, when the active connection is its login; else NotConnectedToEmailError. */
function connectedEmbeddedWallet(latch: Latch) {
  const wallet = getEmbeddedWallet(latch)
  const state = latch.store.getState()
  if (state.activeConnectorIds[state.activeNamespace] !== wallet.connector.id)
    throw new NotConnectedToEmailError()
  return wallet
}

/**
 * Starts moving the email login to `email` (UpdateEmailWallet): a code goes to the current address.
 *
 * @example await startEmailChange(latch, { email: 'new@example.com' })
 */
export async function startEmailChange(latch: Latch, parameters: { email: string }): Promise<void> {
  const email = typeof parameters?.email === 'string' ? parameters.email.trim() : ''
  if (!isValidEmail(email))
    throw reportActionError(latch, new InvalidInputError('email', 'Please enter a valid email address'))
  try {
    await connectedEmbeddedWallet(latch).controls.updateEmail(email)
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

/**
 * Confirms an email change with the code from the `current` address (a code then goes to the new one), or
 * from the `new` address, which completes it: the Account then shows the new email. Resolves the account's
 * email after the step.
 *
 * @example await confirmEmailChange(latch, { otp: '042042', address: 'current' })
 */
export async function confirmEmailChange(
  latch: Latch,
  parameters: { otp: string; address: 'current' | 'new' },
): Promise<string | undefined> {
  const otp = typeof parameters?.otp === 'string' ? parameters.otp.trim() : ''
  if (!isLoginCode(otp)) throw reportActionError(latch, new InvalidInputError('otp', 'The code is 6 digits'))
  try {
    const { controls, connector } = connectedEmbeddedWallet(latch)
    if (parameters.address === 'current') {
      await controls.confirmCurrentEmail(otp)
      return undefined
    }
    const email = await controls.confirmNewEmail(otp)
    latch.store.setState((s) => {
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

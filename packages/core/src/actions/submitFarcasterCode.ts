import type { EmbeddedWalletError, NoAuthConnectorError } from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { isFarcasterCode } from '../rules/farcasterCode'
import { connect } from './connect'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export interface SubmitFarcasterCodeParameters {
  /** The code the person's Farcaster app showed them once they signed in: `XXXX-XXXX`. */
  code: string
}

export type SubmitFarcasterCodeErrorType = InvalidInputError | NoAuthConnectorError | EmbeddedWalletError

/**
 * Finishes Sign In With Farcaster with the code the person's Farcaster app showed them, typed on this device
 * (the ConnectingFarcaster view asks for it once `connectFarcaster` saw them sign in), then connects the
 * embedded wallet's account. The code is what binds the sign-in to this device: a request signed by
 * someone who did not start it here never connects without it. A wrong code is refused with the services'
 * words and the login stays for another try (the 5th wrong one ends it).
 *
 * @example await submitFarcasterCode(latch, { code: 'K7QM-2XD9' })
 */
export async function submitFarcasterCode(
  latch: Latch,
  parameters: SubmitFarcasterCodeParameters,
): Promise<void> {
  const code = typeof parameters?.code === 'string' ? parameters.code.trim() : ''
  if (!isFarcasterCode(code))
    throw reportActionError(latch, new InvalidInputError('code', 'The code is 8 letters and digits'))
  try {
    const { connector, controls } = getEmbeddedWallet(latch)
    await controls.confirmFarcaster(code)
    await connect(latch, { connectorId: connector.id })
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

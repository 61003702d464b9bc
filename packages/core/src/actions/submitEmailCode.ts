import type { EmbeddedWalletError, NoAuthConnectorError } from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { isLoginCode } from '../rules/emailLogin'
import { connect } from './connect'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export interface SubmitEmailCodeParameters {
  /** The six digits from the login mail. */
  otp: string
}

export type SubmitEmailCodeErrorType = InvalidInputError | NoAuthConnectorError | EmbeddedWalletError

/**
 * Completes an email login with the mailed code, then connects the embedded wallet's account like any
 * wallet's (the modal closes, or asks to sign in with `siwx`). A wrong or expired code is refused with the
 * services' words and the login stays where it was.
 *
 * @example await submitEmailCode(latch, { otp: '042042' })
 */
export async function submitEmailCode(latch: Latch, parameters: SubmitEmailCodeParameters): Promise<void> {
  const otp = typeof parameters?.otp === 'string' ? parameters.otp.trim() : ''
  if (!isLoginCode(otp)) throw reportActionError(latch, new InvalidInputError('otp', 'The code is 6 digits'))
  try {
    const { connector, controls } = getEmbeddedWallet(latch)
    await controls.connectOtp(otp)
    await connect(latch, { connectorId: connector.id })
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

import type { EmbeddedWalletError, FrameLoadError, NoAuthConnectorError } from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isValidEmail } from '../rules/emailLogin'
import { pushView } from '../rules/router'
import type { EmailLoginStep } from '../types'
import { connect } from './connect'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export interface StartEmailLoginParameters {
  email: string
}

/** What the frame asked for: a code (EmailLogin shows its entry), a device approval first, or nothing more. */
export type StartEmailLoginReturnType = EmailLoginStep

export type StartEmailLoginErrorType =
  | InvalidInputError
  | NoAuthConnectorError
  | FrameLoadError
  | EmbeddedWalletError

/**
 * Starts an email login in the embedded wallet's frame: the services mail a code, or first a link that
 * approves this browser (spec §4). EmailLogin is shown for what comes next; when the frame needs nothing
 * more, the account connects at once. A second try within 30 s is refused with the services' 'Please try
 * again after N seconds'; nothing changes on any failure.
 *
 * @example await startEmailLogin(latch, { email: 'ada@example.com' })
 */
export async function startEmailLogin(
  latch: Latch,
  parameters: StartEmailLoginParameters,
): Promise<StartEmailLoginReturnType> {
  const email = typeof parameters?.email === 'string' ? parameters.email.trim() : ''
  if (!isValidEmail(email))
    throw reportActionError(latch, new InvalidInputError('email', 'Please enter a valid email address'))
  let wallet: ReturnType<typeof getEmbeddedWallet>
  try {
    wallet = getEmbeddedWallet(latch)
    await wallet.controls.load()
    const step = await wallet.controls.connectEmail(email)
    if (step === 'CONNECT') await connect(latch, { connectorId: wallet.connector.id })
    else
      getStore(latch).setState((s) => ({
        router: pushView(s.router, 'EmailLogin', { email, loginStep: step }),
      }))
    return step
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

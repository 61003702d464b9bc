import type {
  EmbeddedWalletError,
  EmbeddedWalletTimeoutError,
  NoAuthConnectorError,
} from '../errors/embedded'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportEmbeddedError } from './reportEmbeddedError'

export type WaitForDeviceApprovalErrorType =
  | NoAuthConnectorError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletError

/**
 * Waits until the person opened the device-approval link mailed to them (a browser new to the account),
 * then moves EmailLogin on to the code, which the services mail at that moment.
 *
 * @example await waitForDeviceApproval(latch)
 */
export async function waitForDeviceApproval(latch: Latch): Promise<void> {
  try {
    await getEmbeddedWallet(latch).controls.connectDevice()
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
  getStore(latch).setState((s) =>
    s.router.view === 'EmailLogin'
      ? { router: { ...s.router, data: { ...s.router.data, loginStep: 'VERIFY_OTP' } } }
      : {},
  )
}

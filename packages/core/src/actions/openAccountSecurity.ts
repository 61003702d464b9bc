import type { Latch } from '../latch'
import { connectedEmbeddedWallet } from './changeEmail'
import { reportEmbeddedError } from './reportEmbeddedError'

/**
 * Shows the embedded wallet's account-security screen (AccountSecurity): the frame lists the devices that
 * can use the wallet and offers Sign out everywhere, on its own screen the page cannot read or press.
 * Resolves when the person closes it.
 *
 * @example await openAccountSecurity(latch)
 */
export async function openAccountSecurity(latch: Latch): Promise<void> {
  try {
    await connectedEmbeddedWallet(latch).controls.openAccountSecurity()
  } catch (cause) {
    throw reportEmbeddedError(latch, cause)
  }
}

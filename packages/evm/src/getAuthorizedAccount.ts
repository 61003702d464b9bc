import { ConnectionTimeoutError } from '@latch/core'
import { toConnectError } from '@latch/core/internal'
import type { Eip1193Provider } from './isEip1193Provider'
import { readWalletAccount, type WalletAccount } from './readWalletAccount'
import { withTimeout } from './withTimeout'

/**
 * The account the wallet still grants this page, read with `eth_accounts` (never prompts);
 * `undefined` when access was revoked. Errors are mapped like `connectWallet`'s.
 *
 * @example
 * const account = await getAuthorizedAccount(provider, { timeoutMs: 120_000 })
 * if (!account) showConnectButton()
 */
export async function getAuthorizedAccount(
  provider: Eip1193Provider,
  { timeoutMs }: { timeoutMs: number },
): Promise<WalletAccount | undefined> {
  try {
    return await withTimeout(
      readWalletAccount(provider, 'eth_accounts'),
      timeoutMs,
      () => new ConnectionTimeoutError(timeoutMs),
    )
  } catch (error) {
    throw toConnectError(error)
  }
}

import { ConnectionTimeoutError, FailedToConnectError } from '@latch/core'
import { toConnectError } from '@latch/core/internal'
import type { Eip1193Provider } from './isEip1193Provider'
import { readWalletAccount, type WalletAccount } from './readWalletAccount'
import { withTimeout } from './withTimeout'

/**
 * Asks the wallet for access (`eth_requestAccounts`, which may prompt) and reads its chain, all
 * within `timeoutMs`. Rejects with `ConnectionRejectedError` (4001), `ConnectionTimeoutError`,
 * or `FailedToConnectError` (wallet errors, malformed answers, no account granted).
 *
 * @example
 * const { address, chainId } = await connectWallet(provider, { timeoutMs: 120_000 })
 */
export async function connectWallet(
  provider: Eip1193Provider,
  { timeoutMs }: { timeoutMs: number },
): Promise<WalletAccount> {
  try {
    const account = await withTimeout(
      readWalletAccount(provider, 'eth_requestAccounts'),
      timeoutMs,
      () => new ConnectionTimeoutError(timeoutMs),
    )
    if (!account) throw new FailedToConnectError({ details: 'The wallet granted access to no account.' })
    return account
  } catch (error) {
    throw toConnectError(error)
  }
}

import { ConnectionTimeoutError, FailedToConnectError } from '@latch/core'
import { toConnectError } from '@latch/core/internal'
import { type BitcoinWallet, type BitcoinWalletAccount, paymentAccountOf } from './bitcoinWallet'

/**
 * Asks the wallet for its addresses: a prompt for `connect`, none with `silent` (a reconnect, which
 * resolves `[]` when the wallet no longer grants any). A wallet that does not answer within `timeoutMs` is a
 * `ConnectionTimeoutError`, a rejection a `ConnectionRejectedError`, a wallet granting no address a
 * `FailedToConnectError`.
 *
 * @example
 * const accounts = await connectBitcoinWallet(wallet, { silent: false, timeoutMs: 120_000 })
 */
export async function connectBitcoinWallet(
  wallet: BitcoinWallet,
  { silent, timeoutMs }: { silent: boolean; timeoutMs: number },
): Promise<BitcoinWalletAccount[]> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionTimeoutError(timeoutMs)), timeoutMs)
  })
  try {
    const accounts = await Promise.race([wallet.connect({ silent }), timeout])
    if (!paymentAccountOf(accounts) && !silent) {
      throw new FailedToConnectError({ details: 'The wallet granted no Bitcoin address.' })
    }
    return accounts
  } catch (error) {
    if (silent && !(error instanceof ConnectionTimeoutError)) return []
    throw toConnectError(error)
  } finally {
    clearTimeout(timer)
  }
}

import { ConnectionTimeoutError, FailedToConnectError } from '@latch/core'
import { toConnectError } from '@latch/core/internal'
import type { SolanaWallet } from './solanaWallet'

/**
 * Asks the wallet for its accounts and resolves the first: a prompt for `connect`, none with `silent`
 * (a reconnect, which resolves `undefined` when the wallet no longer grants one). A wallet that does not
 * answer within `timeoutMs` is a `ConnectionTimeoutError`; a rejection a `ConnectionRejectedError`.
 *
 * @example
 * const address = await connectSolanaWallet(wallet, { silent: false, timeoutMs: 120_000 })
 */
export async function connectSolanaWallet(
  wallet: SolanaWallet,
  { silent, timeoutMs }: { silent: boolean; timeoutMs: number },
): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionTimeoutError(timeoutMs)), timeoutMs)
  })
  try {
    const [address] = await Promise.race([wallet.connect({ silent }), timeout])
    if (!address && !silent) {
      throw new FailedToConnectError({ details: 'The wallet granted no Solana account.' })
    }
    return address
  } catch (error) {
    // A silent reconnect the wallet refuses (Phantom's onlyIfTrusted throws) only means "not granted".
    if (silent && !(error instanceof ConnectionTimeoutError)) return undefined
    throw toConnectError(error)
  } finally {
    clearTimeout(timer)
  }
}

import {
  FailedToDisconnectError,
  fromRpcError,
  MethodNotFoundRpcError,
  RevokeTimeoutError,
  UnauthorizedError,
  UnsupportedMethodError,
} from '@latch/core'
import { SIGN_OUT_TIMEOUT_MS } from '@latch/core/internal'
import type { Eip1193Provider } from './isEip1193Provider'
import { withTimeout } from './withTimeout'

/**
 * Asks the wallet to forget this page's access (`wallet_revokePermissions`), so the next connect
 * prompts again. Not an error: wallets without the method (4200, -32601), access already gone
 * (4100), or no answer within 3 s. Any other wallet error rejects with `FailedToDisconnectError`.
 *
 * @example
 * await revokeWalletPermissions(provider)
 */
export async function revokeWalletPermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await withTimeout(
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
      // The page is disconnected either way; a silent wallet must not hold the modal up. Spec §9's
      // sign-out limit (3 s) is the closest rule.
      SIGN_OUT_TIMEOUT_MS,
      () => new RevokeTimeoutError(SIGN_OUT_TIMEOUT_MS),
    )
  } catch (error) {
    if (error instanceof RevokeTimeoutError) return
    const cause = fromRpcError(error)
    if (
      cause instanceof UnsupportedMethodError ||
      cause instanceof MethodNotFoundRpcError ||
      cause instanceof UnauthorizedError
    ) {
      return
    }
    throw new FailedToDisconnectError({ details: cause.details ?? cause.shortMessage, cause })
  }
}

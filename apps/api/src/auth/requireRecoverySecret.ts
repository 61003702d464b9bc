import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'

/**
 * The operator's recovery secret, or 503 RECOVERY_NOT_CONFIGURED: the wallet routes store and answer
 * key shares only on a service that can encrypt the recovery share.
 *
 * @example
 * const recoverySecret = requireRecoverySecret(c.var.deps)
 */
export function requireRecoverySecret(deps: AppDeps): Uint8Array {
  if (!deps.recoverySecret) {
    throw new ApiError(
      'RECOVERY_NOT_CONFIGURED',
      'This service keeps no wallets: set LATCH_RECOVERY_SECRET (at least 32 bytes, hex or base64).',
    )
  }
  return deps.recoverySecret
}

import { type LatchError, UserRejectedRequestError as LatchUserRejectedRequestError } from '@latch/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'

/**
 * A failure of a Latch action made for wagmi, in the shape wagmi's callers test for: the person's
 * refusal as viem's `UserRejectedRequestError` (4001), anything else of a chain switch as viem's
 * `SwitchChainError`. Latch's own error stays reachable as the `cause`.
 *
 * @example
 * await switchNetwork(latch, { caipNetworkId }).catch((error) => { throw toWagmiSwitchChainError(error) })
 */
export function toWagmiSwitchChainError(error: unknown): UserRejectedRequestError | SwitchChainError {
  const cause = error instanceof Error ? error : new Error(String(error))
  return isRefusal(cause) ? new UserRejectedRequestError(cause) : new SwitchChainError(cause)
}

function isRefusal(error: Error): boolean {
  if (error instanceof UserRejectedRequestError || error instanceof LatchUserRejectedRequestError) return true
  return (error as Partial<LatchError>).code === 'USER_REJECTED'
}

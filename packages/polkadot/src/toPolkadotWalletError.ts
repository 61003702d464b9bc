import { fromRpcError, type LatchError, UnknownRpcError, UserRejectedRequestError } from '@latch/core'

/**
 * How extensions say the person refused: polkadot{.js} and Talisman reject with 'Cancelled', SubWallet with
 * 'Rejected by user', and an origin refused access with '… is not allowed to interact with this extension'.
 */
const REFUSAL = /cancel|reject|denied|not allowed/i

/**
 * Maps what a Polkadot extension threw to a LatchError. Extensions throw plain Errors without EIP-1193
 * codes: a refusal (by its message) becomes `UserRejectedRequestError`; a coded error goes through
 * `fromRpcError`; anything else is `fallback`, with the extension's message as details.
 *
 * @example
 * toPolkadotWalletError(new Error('Cancelled'), (details) => new SignMessageError(details)) // UserRejectedRequestError
 */
export function toPolkadotWalletError(
  error: unknown,
  fallback: (options: { details: string; cause: unknown }) => LatchError,
): LatchError {
  const message = error instanceof Error ? error.message : String(error)
  if (REFUSAL.test(message)) return new UserRejectedRequestError({ cause: error, details: message })
  const coded = fromRpcError(error)
  if (!(coded instanceof UnknownRpcError)) return coded
  return fallback({ details: message, cause: error })
}

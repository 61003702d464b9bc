import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import type { UserRejectedRequestError } from '../errors/rpc'
import type { SendValidationError, TransactionRevertedError } from '../errors/send'
import type { ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { validateSend } from '../rules/validateSend'
import type { TokenBalance } from '../types/portfolio'
import { parseActionParameters } from './parseActionParameters'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { runSend } from './runSend'

export interface SendTokensParameters {
  /**
   * The token to send as the account holds it (its balance from `getTokenBalances` of
   * `@latch/core/services`): its decimals bound the amount and its balance caps it.
   */
  token: TokenBalance
  /** Whole tokens, as a decimal string: '1.5'. */
  amount: string
  /** The receiver's address on the active network's namespace. */
  to: string
}

/** The transaction's hash, once it is mined and succeeded. */
export type SendTokensReturnType = string

/** What `sendTokens` rejects with. */
export type SendTokensErrorType =
  | InvalidInputError
  | SendValidationError
  | ActiveAddressNotFoundError
  | UserRejectedRequestError
  | SendTransactionError
  | TransactionRevertedError
  | LatchError

const parametersSchema = z.object({
  // missing amount, receiver or token get the spec's messages from validateSend, not a schema error
  token: z.optional(
    z.looseObject({
      name: z.string(),
      symbol: z.string(),
      chainId: z.string(),
      address: z.optional(z.string()),
      value: z.number(),
      price: z.number(),
      quantity: z.object({ decimals: z.string(), numeric: z.string() }),
      iconUrl: z.string(),
    }),
  ),
  amount: z.optional(z.string()),
  to: z.optional(z.string()),
})

/**
 * Sends `amount` of `token` to `to` from the connected account on the active network, and resolves
 * with the hash once the transaction is mined. Checked first (spec §5, nothing sent on a refusal):
 * 'An amount and receiver address are required', 'A token is required', 'Unsupported chain', a
 * malformed amount, 'Insufficient balance', 'Invalid receiver address' (`SendValidationError`). The
 * transaction shows in Activity as pending at once, then confirmed or failed; balances and Activity are
 * read again after it. Rejected in the wallet: `UserRejectedRequestError`, nothing in Activity.
 * Reverted: `TransactionRevertedError` naming the hash. Every failure is reported.
 *
 * @example
 * const [eth] = await getTokenBalances(latch, { address, chainId: 'eip155:1' })
 * const hash = await sendTokens(latch, { token: eth, amount: '0.1', to: '0x7099…79C8' })
 */
export async function sendTokens(
  latch: Latch,
  parameters: SendTokensParameters,
): Promise<SendTokensReturnType> {
  const { token, amount = '', to = '' } = parseActionParameters(latch, parametersSchema, parameters)
  const state = getStore(latch).getState()
  let transfer: ReturnType<typeof validateSend>
  try {
    transfer = validateSend({ namespace: state.activeNamespace, token, amount, receiver: to })
  } catch (error) {
    throw reportActionError(latch, error as LatchError)
  }
  const hash = await runSend(latch, transfer)
  void refreshAfterSend(latch, hash)
  return hash
}

import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UserRejectedRequestError } from '../errors/rpc'
import { type SendValidationError, TransactionRevertedError } from '../errors/send'
import { type ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { addPendingTransaction, settlePendingTransaction } from '../rules/pendingTransactions'
import { validateSend } from '../rules/validateSend'
import { accountDataKey } from '../store/accountData'
import type { LatchState, PendingTransaction } from '../store/state'
import type { TokenBalance } from '../types/portfolio'
import { parseCaipAddress } from '../utils/caip'
import { formatUnits } from '../utils/formatUnits'
import { getActiveWallet } from './getActiveWallet'
import { parseActionParameters } from './parseActionParameters'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

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
  const { call, connectorId, address, network } = getActiveWallet(latch, 'sendTransfer')
  const key = accountDataKey(state)
  // the account or network changed meanwhile: what follows belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<LatchState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? patch(s) : s))
  let hash: string
  try {
    hash = await call({
      connectorId,
      address,
      to: transfer.to,
      amount: transfer.value,
      token: transfer.token.address ? parseCaipAddress(transfer.token.address).address : undefined,
      network,
    })
  } catch (cause) {
    const error =
      cause instanceof LatchError ? cause : new SendTransactionError({ cause, details: parseError(cause) })
    throw reportActionError(latch, error)
  }
  const sent = pendingSend({ hash, address, transfer, caipNetworkId: network.caipNetworkId })
  update((s) => ({ activity: { ...s.activity, pending: addPendingTransaction(s.activity.pending, sent) } }))
  const settle = (status: 'confirmed' | 'failed') =>
    update((s) => ({
      activity: { ...s.activity, pending: settlePendingTransaction(s.activity.pending, hash, status) },
    }))
  // a failed wait is reported by waitForTransactionReceipt; the entry stays pending, the chain may still mine it
  const { status } = await waitForTransactionReceipt(latch, { hash })
  if (status === 'reverted') {
    settle('failed')
    throw reportActionError(latch, new TransactionRevertedError(hash))
  }
  settle('confirmed')
  void refreshAfterSend(latch, hash)
  return hash
}

/** The Activity entry of a send just handed to the wallet. */
function pendingSend(sent: {
  hash: string
  address: string
  transfer: ReturnType<typeof validateSend>
  caipNetworkId: string
}): PendingTransaction {
  const { hash, address, transfer, caipNetworkId } = sent
  return {
    id: `${caipNetworkId}:${hash}`,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: caipNetworkId,
      operationType: 'send',
      status: 'pending',
      sentFrom: address,
      sentTo: transfer.to,
      hash,
    },
    transfers: [
      {
        direction: 'out',
        sender: address,
        recipient: transfer.to,
        quantity: { numeric: formatUnits(transfer.value, Number(transfer.token.quantity.decimals)) },
        fungible_info: {
          name: transfer.token.name,
          symbol: transfer.token.symbol,
          icon: transfer.token.iconUrl ? { url: transfer.token.iconUrl } : null,
        },
        price: transfer.token.price,
      },
    ],
  }
}

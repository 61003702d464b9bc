import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UserRejectedRequestError } from '../errors/rpc'
import { type SendValidationError, TransactionRevertedError } from '../errors/send'
import { type ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { addPendingTransaction, settlePendingTransaction } from '../rules/pendingTransactions'
import { validateSend } from '../rules/validateSend'
import { accountDataKey, emptyAccountData } from '../store/accountData'
import type { LatchState, PendingTransaction } from '../store/state'
import { parseCaipAddress } from '../utils/caip'
import { formatUnits } from '../utils/formatUnits'
import { getActiveWallet } from './getActiveWallet'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

/** The transaction's hash, once it is mined and succeeded. */
export type SubmitSendReturnType = string

/** What `submitSend` rejects with. */
export type SubmitSendErrorType =
  | SendValidationError
  | ActiveAddressNotFoundError
  | UserRejectedRequestError
  | SendTransactionError
  | TransactionRevertedError
  | LatchError

/**
 * Sends what the Send form holds: validates it (validateSend; a refusal throws and changes
 * nothing), asks the wallet through the adapter's `sendTransfer`, shows the transaction in
 * Activity as pending at once, and waits until it is mined. Success: 'Sent 1.5 ETH', the form
 * reset, balance, tokens and activity refreshed (the entry shows as confirmed until the history
 * service has it). Rejected in the wallet (4001): an error snackbar, the form kept as it was,
 * nothing in Activity. Reverted: an error snackbar, the entry marked failed and
 * `TransactionRevertedError` naming the hash. Every failure is reported.
 *
 * @example
 * setSendToken(latch, { token })
 * setSendAmount(latch, { amount: '1.5' })
 * await setSendReceiver(latch, { receiver: '0x7099…79C8' })
 * const hash = await submitSend(latch)
 */
export async function submitSend(latch: Latch): Promise<SubmitSendReturnType> {
  const state = getStore(latch).getState()
  const { token, amount, receiver, receiverAddress, fee } = state.send
  let transfer: ReturnType<typeof validateSend>
  try {
    transfer = validateSend({
      namespace: state.activeNamespace,
      token,
      amount,
      receiver,
      receiverAddress,
      fee: fee?.value,
    })
  } catch (error) {
    throw reportActionError(latch, error as LatchError)
  }
  const { call, connectorId, address, network } = getActiveWallet(latch, 'sendTransfer')
  const key = accountDataKey(state)
  // the account or network changed meanwhile: what follows belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<LatchState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? patch(s) : s))
  const fail = (error: LatchError, patch: Partial<LatchState['send']> = {}) => {
    update((s) => ({ send: { ...s.send, loading: false, ...patch } }))
    showSnackbar(latch, { message: error.shortMessage, variant: 'error' })
    return reportActionError(latch, error)
  }
  update((s) => ({ send: { ...s.send, loading: true, error: undefined } }))
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
    // a refusal is the person's choice: the form stays exactly as they left it
    throw fail(error, error.code === 'USER_REJECTED' ? {} : { error: error.shortMessage })
  }
  const quantity = formatUnits(transfer.value, Number(transfer.token.quantity.decimals))
  const sent: PendingTransaction = {
    id: `${network.caipNetworkId}:${hash}`,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: network.caipNetworkId,
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
        quantity: { numeric: quantity },
        fungible_info: {
          name: transfer.token.name,
          symbol: transfer.token.symbol,
          icon: transfer.token.iconUrl ? { url: transfer.token.iconUrl } : null,
        },
        price: transfer.token.price,
      },
    ],
  }
  update((s) => ({ activity: { ...s.activity, pending: addPendingTransaction(s.activity.pending, sent) } }))
  const settle = (status: 'confirmed' | 'failed') =>
    update((s) => ({
      activity: { ...s.activity, pending: settlePendingTransaction(s.activity.pending, hash, status) },
    }))
  let reverted: boolean
  try {
    reverted = (await waitForTransactionReceipt(latch, { hash })).status === 'reverted'
  } catch (cause) {
    // already reported by waitForTransactionReceipt; the entry stays pending, the chain may still mine it
    const error = cause instanceof LatchError ? cause : new SendTransactionError({ cause })
    update((s) => ({ send: { ...s.send, loading: false, error: error.shortMessage } }))
    showSnackbar(latch, { message: error.shortMessage, variant: 'error' })
    throw error
  }
  if (reverted) {
    settle('failed')
    const error = new TransactionRevertedError(hash)
    throw fail(error, { error: error.shortMessage })
  }
  settle('confirmed')
  update(() => ({ send: emptyAccountData().send }))
  showSnackbar(latch, { message: `Sent ${quantity} ${transfer.token.symbol}`, variant: 'success' })
  void refreshAfterSend(latch, hash)
  return hash
}

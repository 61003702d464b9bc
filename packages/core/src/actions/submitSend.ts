import { LatchError } from '../errors/LatchError'
import { SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { validateSend } from '../rules/validateSend'
import { accountDataKey, emptyAccountData } from '../store/accountData'
import type { LatchState } from '../store/state'
import { formatUnits } from '../utils/formatUnits'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { runSend } from './runSend'
import type { SendTokensErrorType } from './sendTokens'
import { showSnackbar } from './showSnackbar'

/** The transaction's hash, once it is mined and succeeded. */
export type SubmitSendReturnType = string

/** What `submitSend` rejects with: what `sendTokens` does. */
export type SubmitSendErrorType = SendTokensErrorType

/**
 * Sends what the Send form holds, as `sendTokens` does: checks the form first (validateSend, with the
 * estimated fee counted against a native balance; a refusal throws and changes nothing), then keeps the
 * form's spec §4 flags around the send: `loading` while it runs; success: 'Sent 1.5 ETH' and all send
 * state reset; rejected in the wallet (4001): an error snackbar, the form kept exactly as it was; any
 * other failure (a revert among them): the error snackbar and the reason in `send.error`.
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
  const key = accountDataKey(state)
  // the account or network changed meanwhile: the form belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<LatchState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? patch(s) : s))
  update((s) => ({ send: { ...s.send, loading: true, error: undefined } }))
  let hash: string
  try {
    hash = await runSend(latch, transfer)
  } catch (cause) {
    // runSend reported it already
    const error = cause instanceof LatchError ? cause : new SendTransactionError({ cause })
    // a refusal is the person's choice: the form stays exactly as they left it
    const kept = error.code === 'USER_REJECTED' ? {} : { error: error.shortMessage }
    update((s) => ({ send: { ...s.send, loading: false, ...kept } }))
    showSnackbar(latch, { message: error.shortMessage, variant: 'error' })
    throw error
  }
  update(() => ({ send: emptyAccountData().send }))
  const quantity = formatUnits(transfer.value, Number(transfer.token.quantity.decimals))
  showSnackbar(latch, { message: `Sent ${quantity} ${transfer.token.symbol}`, variant: 'success' })
  void refreshAfterSend(latch, hash)
  return hash
}

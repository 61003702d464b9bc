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
import { trackTransaction } from './trackTransaction'

/** The transaction's hash, once it is mined and succeeded. */
export type SubmitSendReturnType = string

/** What `submitSend` rejects with: what `sendTokens` does. */
export type SubmitSendErrorType = SendTokensErrorType

/**
 * Sends what the Send form holds, as `sendTokens` does: checks the form first (validateSend, with the
 * estimated fee counted against a native balance; a refusal throws and changes nothing), then keeps the
 * form's spec §4 flags around the send: `loading` while it runs; success: 'Sent 1.5 ETH' and all send
 * state reset; rejected in the wallet (4001): an error snackbar, the form kept exactly as it was; any
 * other failure (a revert among them): the error snackbar and the reason in `send.error`. The send is
 * on the router's transaction stack: a failure or a refusal takes an open modal back from the preview
 * to the form (trackTransaction).
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
  const toLatchError = (cause: unknown) =>
    cause instanceof LatchError ? cause : new SendTransactionError({ cause })
  const quantity = formatUnits(transfer.value, Number(transfer.token.quantity.decimals))
  let failure: LatchError | undefined
  const showFailure = () =>
    failure && showSnackbar(latch, { message: failure.shortMessage, variant: 'error' })
  let hash: string
  try {
    // spec §4: on the router's transaction stack, so a failure or a refusal goes back to the form
    hash = await trackTransaction(
      latch,
      {
        onSuccess: () =>
          showSnackbar(latch, { message: `Sent ${quantity} ${transfer.token.symbol}`, variant: 'success' }),
        onError: showFailure,
        onCancel: showFailure,
      },
      async () => {
        try {
          const sent = await runSend(latch, transfer)
          update(() => ({ send: emptyAccountData().send }))
          return sent
        } catch (cause) {
          // runSend reported it already
          failure = toLatchError(cause)
          // a refusal is the person's choice: the form stays exactly as they left it
          const kept = failure.code === 'USER_REJECTED' ? {} : { error: failure.shortMessage }
          update((s) => ({ send: { ...s.send, loading: false, ...kept } }))
          throw failure
        }
      },
      (error) => (error as LatchError).code === 'USER_REJECTED',
    )
  } catch (cause) {
    throw toLatchError(cause)
  }
  void refreshAfterSend(latch, hash)
  return hash
}

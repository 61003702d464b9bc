import { SendValidationError } from '../errors/send'
import { validateSend } from '../rules/validateSend'
import type { LatchState } from '../store/state'

/**
 * Why the Send form cannot be sent as it is, or `undefined` when it can: the check submitSend runs
 * first (validateSend), for a view to show its message and disable the button before any click.
 *
 * @example const error = getSendError(getStore(latch).getState()) // error?.shortMessage === 'Insufficient balance'
 */
export function getSendError(state: LatchState): SendValidationError | undefined {
  const { token, amount, receiver, receiverAddress, fee } = state.send
  try {
    validateSend({
      namespace: state.activeNamespace,
      token,
      amount,
      receiver,
      receiverAddress,
      fee: fee?.value,
    })
    return undefined
  } catch (error) {
    if (error instanceof SendValidationError) return error
    throw error
  }
}

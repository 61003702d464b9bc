import { getSendError, maxSendAmount } from '@latch/core/internal'
import { useLatchSelector } from '../../hooks/useLatchSelector'

export interface SendCheck {
  /** Core's validation message for the form as it is ('Insufficient balance'…), or '' when valid. */
  message: string
  valid: boolean
  /** What Max fills in: the balance, less the fee for the native token when it is known. */
  maxAmount?: string
  /** The amount's value in fiat at the token's price, for display; absent while the amount is not a number. */
  fiatValue?: number
}

/**
 * The Send form checked by core's rule (the same check submitSend runs first), and what the form
 * shows beside it.
 *
 * @example const { message, valid } = useSendCheck()
 */
export function useSendCheck(): SendCheck {
  const message = useLatchSelector((s) => getSendError(s)?.shortMessage ?? '')
  const send = useLatchSelector((s) => s.send)
  const { token, amount } = send
  const maxAmount = token ? maxSendAmount(token, send.fee?.value) : undefined
  // Display only: the amount sent is core's exact decimal, never this float.
  const number = /^\s*\d*\.?\d+\s*$/.test(amount) ? Number(amount) : Number.NaN
  const fiatValue = token && Number.isFinite(number) && token.price > 0 ? number * token.price : undefined
  return { message, valid: message === '', maxAmount, fiatValue }
}

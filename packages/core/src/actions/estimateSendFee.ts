import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { EstimateFeeError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { parseSendAmount } from '../rules/parseSendAmount'
import { getActiveAccount, getActiveNetwork } from '../selectors'
import type { SendFee, SendState } from '../store/state'
import { parseCaipAddress } from '../utils/caip'
import { formatFee } from '../utils/formatFee'
import { reportActionError } from './reportActionError'

export type EstimateSendFeeReturnType = SendFee | undefined

/** `estimateSendFee` never rejects: its outcome is `send.feeStatus` (failures are reported). */
export type EstimateSendFeeErrorType = never

/** What the fee is estimated for: an estimate for another form is stale. */
const sameTransfer = (a: SendState, b: SendState) =>
  a.token === b.token && a.amount === b.amount && a.receiverAddress === b.receiverAddress

/**
 * Estimates the network fee of the transfer in the Send form through the adapter's
 * `estimateTransferFee` into `send.fee` (formatted by `formatFee`: 3 decimals, or two significant
 * digits under 0.001), or `send.feeStatus: 'error'` when it cannot (no estimate in the adapter, the node refused).
 * Without a token there is nothing to estimate. Before the amount or receiver are valid it
 * estimates for the sender itself and an amount of 0, the same gas for a plain transfer. An
 * estimate for a form that changed meanwhile is dropped.
 *
 * @example const fee = await estimateSendFee(latch) // { value: 21000000000000n, formatted: '0.000021', symbol: 'ETH' }
 */
export async function estimateSendFee(latch: Latch): Promise<EstimateSendFeeReturnType> {
  const state = getStore(latch).getState()
  const send = state.send
  const address = getActiveAccount(state)?.address
  const network = getActiveNetwork(latch, state)
  const adapter = latch.adapters.get(state.activeNamespace)
  if (!send.token || !address) return undefined
  const settle = (patch: Pick<SendState, 'fee' | 'feeStatus'>) =>
    getStore(latch).setState((s) => (sameTransfer(s.send, send) ? { send: { ...s.send, ...patch } } : s))
  if (!network || !adapter?.estimateTransferFee) {
    settle({ fee: undefined, feeStatus: 'error' })
    return undefined
  }
  let amount = 0n
  try {
    amount = parseSendAmount(send.amount, send.token)
  } catch {
    // not a valid amount yet: the fee of a plain transfer does not depend on it
  }
  settle({ fee: undefined, feeStatus: 'loading' })
  try {
    const value = await adapter.estimateTransferFee({
      address,
      to: send.receiverAddress ?? address,
      amount,
      token: send.token.address ? parseCaipAddress(send.token.address).address : undefined,
      network,
    })
    const { decimals, symbol } = network.nativeCurrency
    const fee: SendFee = { value, formatted: formatFee(value, decimals), symbol }
    settle({ fee, feeStatus: 'ready' })
    return fee
  } catch (cause) {
    settle({ fee: undefined, feeStatus: 'error' })
    reportActionError(
      latch,
      cause instanceof LatchError ? cause : new EstimateFeeError({ cause, details: parseError(cause) }),
    )
    return undefined
  }
}

import { SEND_NAMESPACES } from '../constants'
import { SendValidationError } from '../errors/send'
import type { ChainNamespace } from '../types/network'
import type { TokenBalance } from '../types/portfolio'
import { isNamespaceAddress } from '../utils/isNamespaceAddress'
import { parseSendAmount } from './parseSendAmount'
import { tokenBalanceUnits } from './tokenBalanceUnits'

export interface ValidateSendParameters {
  /** The active network's namespace. */
  namespace: ChainNamespace
  token?: TokenBalance
  amount: string
  receiver: string
  /** What a name in `receiver` resolved to. */
  receiverAddress?: string
  /** The estimated network fee in the native currency's smallest unit, when known. */
  fee?: bigint
}

/** A transfer ready for the wallet. */
export interface ValidSend {
  token: TokenBalance
  /** Smallest units. */
  value: bigint
  /** The receiver's address. */
  to: string
}

/**
 * Checks the Send form before the wallet is asked (spec §5), in this order, and throws
 * SendValidationError with the message to show: 'An amount and receiver address are required',
 * 'A token is required', 'Unsupported chain' (outside SEND_NAMESPACES), a malformed amount
 * ('Enter a valid amount', 'Too many decimal places for LUSD (6)'), 'Insufficient balance' (for the
 * native token the known fee counts too), 'Invalid receiver address' (neither an address of the
 * namespace nor a resolved name).
 *
 * @example const { value, to } = validateSend({ namespace: 'eip155', token, amount: '1.5', receiver })
 */
export function validateSend(parameters: ValidateSendParameters): ValidSend {
  const { namespace, token, amount, receiver, receiverAddress, fee } = parameters
  if (!amount.trim() || !receiver.trim()) {
    throw new SendValidationError('missing-amount-or-receiver', 'An amount and receiver address are required')
  }
  if (!token) throw new SendValidationError('missing-token', 'A token is required')
  if (!(SEND_NAMESPACES as readonly string[]).includes(namespace)) {
    throw new SendValidationError('unsupported-chain', 'Unsupported chain')
  }
  const value = parseSendAmount(amount, token)
  const cost = token.address === undefined && fee !== undefined ? value + fee : value
  if (cost > tokenBalanceUnits(token))
    throw new SendValidationError('insufficient-balance', 'Insufficient balance')
  const typed = receiver.trim()
  const to = isNamespaceAddress(namespace, typed) ? typed : receiverAddress
  if (!to || !isNamespaceAddress(namespace, to)) {
    throw new SendValidationError('invalid-receiver', 'Invalid receiver address')
  }
  return { token, value, to }
}

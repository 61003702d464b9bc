import { type Address, formatEther, type Hex, hexToBigInt, isAddress, isHex, size } from 'viem'
import { DEVNET_CURRENCY } from '../chains'
import { invalidParamsError } from './providerRpcError'

/** An eth_sendTransaction request, decoded from its JSON-RPC hex form. */
export interface TransactionRequest {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

/**
 * Reads eth_sendTransaction params `[transaction]` (quantities as hex strings).
 *
 * @example
 * readTransactionParams([{ to: '0x…', value: '0x16345785d8a0000' }]).value // 100000000000000000n
 */
export function readTransactionParams(params: unknown): TransactionRequest {
  const tx: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof tx !== 'object' || tx === null) {
    throw invalidParamsError('eth_sendTransaction expects [transaction].')
  }
  const fields = tx as Record<string, unknown>
  const request: TransactionRequest = {}
  for (const key of ['from', 'to'] as const) {
    const value = fields[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
      throw invalidParamsError(`transaction.${key} must be an address.`)
    }
    request[key] = value
  }
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null) {
    if (!isHex(data)) throw invalidParamsError('transaction.data must be hex.')
    request.data = data
  }
  for (const key of ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    const value = readQuantity(fields, key)
    if (value !== undefined) request[key] = value
  }
  const nonce = readQuantity(fields, 'nonce')
  if (nonce !== undefined) request.nonce = Number(nonce)
  const chainId = readQuantity(fields, 'chainId')
  if (chainId !== undefined) request.chainId = Number(chainId)
  if (!request.to && !request.data) throw invalidParamsError('a transaction needs `to` or `data`.')
  return request
}

/**
 * One line for the prompt, e.g. 'Send 0.1 ETH to 0x7099…'.
 *
 * @example
 * summarizeTransaction({ to: '0x7099…', value: 10n ** 17n }) // 'Send 0.1 ETH to 0x7099…'
 */
export function summarizeTransaction(tx: TransactionRequest): string {
  const amount = `${formatEther(tx.value ?? 0n)} ${DEVNET_CURRENCY.symbol}`
  const data = tx.data && tx.data !== '0x' ? ` with ${size(tx.data)} bytes of data` : ''
  if (!tx.to) return `Deploy a contract (${size(tx.data ?? '0x')} bytes of code), sending ${amount}`
  return `Send ${amount} to ${tx.to}${data}`
}

function readQuantity(fields: Record<string, unknown>, key: string): bigint | undefined {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidParamsError(`transaction.${key} must be a hex quantity.`)
  }
  return hexToBigInt(value as Hex)
}

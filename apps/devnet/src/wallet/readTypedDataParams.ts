import { type Address, isAddress, type TypedData, type TypedDataDomain } from 'viem'
import { invalidParamsError } from './providerRpcError'

export interface TypedDataRequest {
  address: Address
  typedData: {
    domain: TypedDataDomain
    types: TypedData
    primaryType: string
    message: Record<string, unknown>
  }
  /** One line for the prompt, e.g. 'Sign typed data: Mail (Ether Mail)'. */
  text: string
}

/**
 * Reads eth_signTypedData_v4 params `[address, typedData]`, where typedData is the EIP-712
 * JSON (a string, as MetaMask expects, or an object).
 *
 * @example
 * const { typedData } = readTypedDataParams([address, JSON.stringify(mail)])
 */
export function readTypedDataParams(params: unknown): TypedDataRequest {
  if (!Array.isArray(params) || params.length < 2) {
    throw invalidParamsError('eth_signTypedData_v4 expects [address, typedData].')
  }
  const [address, raw] = params as unknown[]
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw invalidParamsError('eth_signTypedData_v4 address must be an address.')
  }
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw invalidParamsError('eth_signTypedData_v4 typed data is not valid JSON.')
    }
  }
  if (
    !isRecord(data) ||
    !isRecord(data.types) ||
    typeof data.primaryType !== 'string' ||
    !isRecord(data.message)
  ) {
    throw invalidParamsError('eth_signTypedData_v4 typed data needs types, primaryType and message.')
  }
  const domain = isRecord(data.domain) ? (data.domain as TypedDataDomain) : {}
  const { EIP712Domain: _domainType, ...types } = data.types
  return {
    address,
    // viem checks the types and values against each other when it signs.
    typedData: { domain, types: types as TypedData, primaryType: data.primaryType, message: data.message },
    text: `Sign typed data: ${data.primaryType}${domain.name ? ` (${domain.name})` : ''}`,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

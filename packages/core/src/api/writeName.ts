import type { ApiConfig } from '../config/types'
import { InvalidInputError } from '../errors/input'
import type { LatchError, LatchErrorOptions } from '../errors/LatchError'
import { type NameRecord, nameRecordSchema } from './nameRecord'
import { apiRequest } from './request'
import { toCoinType } from './toCoinType'
import { type NameAction, toNameMessage } from './toNameMessage'

/** What every name-service write takes: the name, the address that signs, its chain and how to sign. */
export interface NameWriteParameters {
  /** The full name with the service's suffix, e.g. 'alice.latch.id'. */
  name: string
  /** The address the name points to; it signs. */
  address: string
  /** The EVM chain id of that address; becomes the ENSIP-11 coin type. */
  chainId: number
  /** Signs the message with `address` (EIP-191 personal_sign), e.g. the connected wallet's signMessage. */
  signMessage: (message: string) => Promise<string>
}

/**
 * One name-service write: checks the parameters (`InvalidInputError`, or `InvalidChainIdError` 'Invalid
 * chainId' when the chain has no coin type) before anything is signed, has the address sign the service's
 * message for `action` (toNameMessage: this service's host, the name's suffix, the chain, the coin type),
 * then POSTs `{ coin_type, address, message, signature }` to `path`. A refused signature or a failed call
 * throws `toError(name, { cause })`.
 *
 * @example
 * await writeName(api, { action: 'release', path: '/v1/profile/account/alice.latch.id/release', toError }, parameters)
 */
export async function writeName(
  api: ApiConfig,
  write: {
    action: NameAction
    path: (name: string) => string
    toError: (name: string, options: LatchErrorOptions) => LatchError
    attributes?: Record<string, string>
  },
  parameters: NameWriteParameters,
): Promise<NameRecord> {
  const { name, address, chainId, signMessage } = parameters ?? {}
  if (typeof name !== 'string' || name.indexOf('.') < 1)
    throw new InvalidInputError(
      'name',
      "the full name with the service's suffix is required, e.g. alice.latch.id",
    )
  if (typeof address !== 'string' || !address) throw new InvalidInputError('address', 'address is required')
  if (typeof signMessage !== 'function')
    throw new InvalidInputError('signMessage', 'a function that signs with the address is required')
  const coinType = toCoinType(chainId)
  const fullName = name.toLowerCase()
  const message = toNameMessage({
    action: write.action,
    service: new URL(api.baseUrl).host,
    suffix: fullName.slice(fullName.indexOf('.')),
    name: fullName,
    address,
    chainId: `eip155:${chainId}`,
    coinType,
    attributes: write.attributes ?? {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  try {
    const signature = await signMessage(message)
    return await apiRequest(api, {
      method: 'POST',
      path: write.path(fullName),
      body: { coin_type: coinType, address, message, signature },
      schema: nameRecordSchema,
    })
  } catch (cause) {
    throw write.toError(name, { cause })
  }
}

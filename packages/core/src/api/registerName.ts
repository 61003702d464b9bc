import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { RegisterNameError } from './errors'
import { apiRequest } from './request'
import { requireApi } from './requireApi'
import { toCoinType } from './toCoinType'

export interface RegisterNameParameters {
  /** The full name, e.g. 'alice.latch.id'. */
  name: string
  /** The address the name will point to. */
  address: string
  /** The EVM chain id of that address; becomes the ENSIP-11 coin type. */
  chainId: number
  /** From toNameRegistrationMessage. */
  message: string
  /** The wallet's signature over `message`. */
  signature: string
}

/**
 * POST /v1/profile/account `{ coin_type, address, message, signature }`: registers the name.
 * Throws `InvalidChainIdError` ('Invalid chainId') before any call when the chain id has no coin
 * type; a failed call throws `RegisterNameError` ('Error registering name {name}') with the cause;
 * `ApiNotConfiguredError` without `api` config. On success the name's cached lookup is cleared.
 *
 * @example
 * const message = toNameRegistrationMessage({ name })
 * await registerName(latch, { name, address, chainId: 1, message, signature: await sign(message) })
 */
export async function registerName(latch: Latch, parameters: RegisterNameParameters): Promise<void> {
  const api = requireApi(latch, 'registerName')
  const { name, address, chainId, message, signature } = parameters ?? {}
  for (const [field, value] of Object.entries({ name, address, message, signature })) {
    if (typeof value !== 'string' || !value) throw new InvalidInputError(field, `${field} is required`)
  }
  const coinType = toCoinType(chainId)
  try {
    await apiRequest(api, {
      method: 'POST',
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature },
    })
  } catch (cause) {
    throw new RegisterNameError(name, { cause })
  }
  latch.internal.api.names.delete(name.toLowerCase())
}

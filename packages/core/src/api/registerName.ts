import { ENS_CACHE_MS } from '../constants'
import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { writeCache } from './cache'
import { type ApiNotConfiguredError, type InvalidChainIdError, RegisterNameError } from './errors'
import { type NameRecord, nameRecordSchema } from './nameRecord'
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

export type RegisterNameReturnType = NameRecord

/**
 * What `registerName` rejects with: a missing field, a chain id with no coin type, no `api` config,
 * or `RegisterNameError` for a failed call (the request's error as its cause).
 */
export type RegisterNameErrorType =
  | InvalidInputError
  | InvalidChainIdError
  | ApiNotConfiguredError
  | RegisterNameError

/**
 * POST /v1/profile/account `{ coin_type, address, message, signature }`: registers the name.
 * Throws `InvalidChainIdError` ('Invalid chainId') before any call when the chain id has no coin
 * type; a failed call throws `RegisterNameError` ('Error registering name {name}') with the cause;
 * `ApiNotConfiguredError` without `api` config. Answers the registered name's record, which also
 * replaces the name's cached lookup.
 *
 * @example
 * const message = toNameRegistrationMessage({ name })
 * await registerName(latch, { name, address, chainId: 1, message, signature: await sign(message) })
 */
export async function registerName(
  latch: Latch,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const api = requireApi(latch, 'registerName')
  const { name, address, chainId, message, signature } = parameters ?? {}
  for (const [field, value] of Object.entries({ name, address, message, signature })) {
    if (typeof value !== 'string' || !value) throw new InvalidInputError(field, `${field} is required`)
  }
  const coinType = toCoinType(chainId)
  let record: NameRecord
  try {
    record = await apiRequest(api, {
      method: 'POST',
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature },
      schema: nameRecordSchema,
    })
  } catch (cause) {
    throw new RegisterNameError(name, { cause })
  }
  // the service may normalise the name (case, suffix): both spellings now resolve to the record
  for (const key of new Set([name.toLowerCase(), record.name.toLowerCase()])) {
    writeCache(latch.internal.api.names, key, record, ENS_CACHE_MS)
  }
  return record
}

import { ENS_CACHE_MS } from '../constants'
import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { writeCache } from './cache'
import { type ApiNotConfiguredError, type InvalidChainIdError, RegisterNameError } from './errors'
import type { NameRecord } from './nameRecord'
import { requireApi } from './requireApi'
import { type NameWriteParameters, writeName } from './writeName'

export interface RegisterNameParameters extends NameWriteParameters {
  /** Text attributes of the name, e.g. `{ avatar: 'https://…' }`. */
  attributes?: Record<string, string>
}

export type RegisterNameReturnType = NameRecord

/**
 * What `registerName` rejects with: a missing field, a chain id with no coin type, no `api` config,
 * or `RegisterNameError` for a refused signature or a failed call (that error as its cause).
 */
export type RegisterNameErrorType =
  | InvalidInputError
  | InvalidChainIdError
  | ApiNotConfiguredError
  | RegisterNameError

/**
 * POST /v1/profile/account `{ coin_type, address, message, signature }` (spec §7): the address signs the
 * service's registration message (toNameMessage: this service, the suffix, the chain and coin type, the
 * attributes and the time) and the name is registered. Throws `InvalidChainIdError` ('Invalid chainId')
 * before anything is signed when the chain id has no coin type; a refused signature or a failed call
 * throws `RegisterNameError` ('Error registering name {name}') with the cause; `ApiNotConfiguredError`
 * without `api` config. Answers the name's record, which also replaces the name's cached lookup.
 *
 * @example
 * await registerName(latch, { name: 'alice.latch.id', address, chainId: 1, signMessage: (message) => wallet.signMessage({ message }) })
 */
export async function registerName(
  latch: Latch,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const api = requireApi(latch, 'registerName')
  const record = await writeName(
    api,
    {
      action: 'register',
      path: () => '/v1/profile/account',
      toError: (name, options) => new RegisterNameError(name, options),
      attributes: parameters?.attributes ?? {},
    },
    parameters,
  )
  // the service may normalise the name (case): both spellings now resolve to the record
  for (const key of new Set([parameters.name.toLowerCase(), record.name.toLowerCase()])) {
    writeCache(getLatchInternal(latch).api.names, key, record, ENS_CACHE_MS)
  }
  return record
}

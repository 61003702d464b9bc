import { ENS_CACHE_MS } from '../constants'
import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { addressKey, writeCache } from './cache'
import { type ApiNotConfiguredError, type InvalidChainIdError, ReleaseNameError } from './errors'
import type { NameRecord } from './nameRecord'
import { requireApi } from './requireApi'
import { type NameWriteParameters, writeName } from './writeName'

export type ReleaseNameParameters = NameWriteParameters

/** The record the name had until it was released. */
export type ReleaseNameReturnType = NameRecord

/**
 * What `releaseName` rejects with: a missing field, a chain id with no coin type, no `api` config, or
 * `ReleaseNameError` for a refused signature or a failed call (that error as its cause).
 */
export type ReleaseNameErrorType =
  | InvalidInputError
  | InvalidChainIdError
  | ApiNotConfiguredError
  | ReleaseNameError

/**
 * POST /v1/profile/account/{name}/release: the address the name points to (for the chain's coin type)
 * signs the service's release message, and the name is free again for anyone. A refused signature or a
 * failed call (403 NOT_NAME_OWNER for another address, 404 for an unknown name) throws
 * `ReleaseNameError` ('Error releasing name {name}') with the cause. Answers the record as it was; the
 * name's cached lookup becomes "unregistered" and the address's cached identity is dropped.
 *
 * @example
 * await releaseName(latch, { name: 'alice.latch.id', address, chainId: 1, signMessage })
 */
export async function releaseName(
  latch: Latch,
  parameters: ReleaseNameParameters,
): Promise<ReleaseNameReturnType> {
  const api = requireApi(latch, 'releaseName')
  const record = await writeName(
    api,
    {
      action: 'release',
      path: (name) => `/v1/profile/account/${encodeURIComponent(name)}/release`,
      toError: (name, options) => new ReleaseNameError(name, options),
    },
    parameters,
  )
  for (const key of new Set([parameters.name.toLowerCase(), record.name.toLowerCase()])) {
    writeCache(getLatchInternal(latch).api.names, key, null, ENS_CACHE_MS)
  }
  getLatchInternal(latch).api.identities.delete(addressKey(parameters.address))
  return record
}

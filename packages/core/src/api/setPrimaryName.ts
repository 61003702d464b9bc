import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { addressKey } from './cache'
import { type ApiNotConfiguredError, type InvalidChainIdError, SetPrimaryNameError } from './errors'
import type { NameRecord } from './nameRecord'
import { requireApi } from './requireApi'
import { type NameWriteParameters, writeName } from './writeName'

export type SetPrimaryNameParameters = NameWriteParameters

/** The record of the name that is now primary. */
export type SetPrimaryNameReturnType = NameRecord

/**
 * What `setPrimaryName` rejects with: a missing field, a chain id with no coin type, no `api` config,
 * or `SetPrimaryNameError` for a refused signature or a failed call (that error as its cause).
 */
export type SetPrimaryNameErrorType =
  | InvalidInputError
  | InvalidChainIdError
  | ApiNotConfiguredError
  | SetPrimaryNameError

/**
 * POST /v1/profile/account/{name}/primary: the address signs the service's message choosing one of its
 * names as primary; reverse lookups and the identity answer it first from then on (without a choice, the
 * oldest is primary). A refused signature or a failed call (403 NOT_NAME_OWNER when the name does not
 * point at the address) throws `SetPrimaryNameError` ('Error setting primary name {name}') with the
 * cause. The address's cached identity is dropped so the next read shows the new name.
 *
 * @example
 * await setPrimaryName(latch, { name: 'alice.latch.id', address, chainId: 1, signMessage })
 */
export async function setPrimaryName(
  latch: Latch,
  parameters: SetPrimaryNameParameters,
): Promise<SetPrimaryNameReturnType> {
  const api = requireApi(latch, 'setPrimaryName')
  const record = await writeName(
    api,
    {
      action: 'primary',
      path: (name) => `/v1/profile/account/${encodeURIComponent(name)}/primary`,
      toError: (name, options) => new SetPrimaryNameError(name, options),
    },
    parameters,
  )
  getLatchInternal(latch).api.identities.delete(addressKey(parameters.address))
  return record
}

import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type ApiNotConfiguredError, NamesForAddressError } from './errors'
import { type NameRecord, nameRecordSchema } from './nameRecord'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

const reverseSchema = z.array(nameRecordSchema)

export interface GetNamesForAddressParameters {
  address: string
}

export type GetNamesForAddressReturnType = NameRecord[]

/**
 * What `getNamesForAddress` rejects with: an empty address, no `api` config, or
 * `NamesForAddressError` for a failed call (the request's error as its cause).
 */
export type GetNamesForAddressErrorType = InvalidInputError | ApiNotConfiguredError | NamesForAddressError

/**
 * GET /v1/profile/reverse/{address}: the names registered for an address (empty when none).
 * A failure throws `NamesForAddressError` ('Error fetching names for address') with the cause;
 * `ApiNotConfiguredError` without `api` config.
 *
 * @example const [primary] = await getNamesForAddress(latch, { address })
 */
export async function getNamesForAddress(
  latch: Latch,
  parameters: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  const api = requireApi(latch, 'getNamesForAddress')
  const address = parameters?.address
  if (typeof address !== 'string' || !address)
    throw new InvalidInputError('address', 'an address is required')
  try {
    return await apiRequest(api, {
      path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
      schema: reverseSchema,
    })
  } catch (cause) {
    throw new NamesForAddressError({ cause })
  }
}

import * as z from 'zod/mini'
import { IDENTITY_CACHE_MS } from '../constants'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { isEvmAddress } from '../utils/isEvmAddress'
import { addressKey, readCache, writeCache } from './cache'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

/** An address's public profile: its primary name and avatar URL, when it has them. */
export interface Identity {
  name: string | null
  avatar: string | null
}

export interface GetIdentityParameters {
  address: string
}

export type GetIdentityReturnType = Identity

/** What `getIdentity` rejects with: an empty address, no `api` config, or the request's errors. */
export type GetIdentityErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

const identitySchema = z.object({
  name: z._default(z.nullable(z.string()), null),
  avatar: z._default(z.nullable(z.string()), null),
})

/**
 * GET /v1/identity/{address}: the address's name and avatar, cached per instance for 5 min
 * (IDENTITY_CACHE_MS); an address outside eip155 (Solana…) has none, answered without a request. Throws `InvalidInputError` for an empty address, `ApiNotConfiguredError`
 * without `api` config, and the request's errors (which are not cached).
 *
 * @example const { name, avatar } = await getIdentity(latch, { address })
 */
export async function getIdentity(
  latch: Latch,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const api = requireApi(latch, 'getIdentity')
  const address = parameters?.address
  if (typeof address !== 'string' || !address)
    throw new InvalidInputError('address', 'an address is required')
  // The name service knows EVM addresses only (spec §7): a Solana account has no identity to ask for.
  if (!isEvmAddress(address)) return { name: null, avatar: null }
  const key = addressKey(address)
  const cached = readCache(getLatchInternal(latch).api.identities, key)
  if (cached) return cached
  const identity = await apiRequest(api, {
    path: `/v1/identity/${encodeURIComponent(address)}`,
    schema: identitySchema,
  })
  writeCache(getLatchInternal(latch).api.identities, key, identity, IDENTITY_CACHE_MS)
  return identity
}

import { ENS_CACHE_MS } from '../constants'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { readCache, writeCache } from './cache'
import { type ApiNotConfiguredError, HttpStatusError, ResolveNameError } from './errors'
import { type NameRecord, nameRecordSchema } from './nameRecord'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

export type { NameRecord } from './nameRecord'

export interface ResolveNameParameters {
  /** The full name, e.g. 'alice.latch.id'; matched without regard to case. */
  name: string
}

export type ResolveNameReturnType = NameRecord | null

/**
 * What `resolveName` rejects with: an empty name, no `api` config, or `ResolveNameError` for a failed
 * lookup (the request's error as its cause; a 404 is not a failure but `null`).
 */
export type ResolveNameErrorType = InvalidInputError | ApiNotConfiguredError | ResolveNameError

/**
 * GET /v1/profile/account/{name}: the name's record, or `null` when it is not registered (404).
 * Answers are cached per instance for 5 min (ENS_CACHE_MS); registerName clears the name's entry.
 * Any other failure throws `ResolveNameError` ('Error resolving name') with the cause;
 * `ApiNotConfiguredError` without `api` config.
 *
 * @example
 * const record = await resolveName(latch, { name: 'alice.latch.id' })
 * const address = record?.addresses['60']?.address
 */
export async function resolveName(
  latch: Latch,
  parameters: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  const api = requireApi(latch, 'resolveName')
  const name = parameters?.name
  if (typeof name !== 'string' || !name) throw new InvalidInputError('name', 'a name is required')
  const key = name.toLowerCase()
  const cached = readCache(getLatchInternal(latch).api.names, key)
  if (cached !== undefined) return cached
  let record: NameRecord | null
  try {
    record = await apiRequest(api, {
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      schema: nameRecordSchema,
    })
  } catch (cause) {
    if (!(cause instanceof HttpStatusError && cause.status === 404)) throw new ResolveNameError({ cause })
    record = null
  }
  writeCache(getLatchInternal(latch).api.names, key, record, ENS_CACHE_MS)
  return record
}

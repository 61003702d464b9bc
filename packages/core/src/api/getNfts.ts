import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { Nft } from '../types/portfolio'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

export interface GetNftsParameters {
  address: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** The `next` of the previous page. */
  cursor?: string
  signal?: AbortSignal
}

export interface GetNftsReturnType {
  /** Newest acquisition first; the service leaves spam collections out. */
  data: Nft[]
  /** The cursor of the next page; `null` on the last one. */
  next: string | null
}

/**
 * What `getNfts` rejects with: a missing address or chain id, no `api` config, or the request's errors.
 * When `signal` aborts, its `reason` is rethrown as given.
 */
export type GetNftsErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

const nftsSchema = z.object({
  data: z.array(
    z.object({
      chainId: z.string(),
      contract: z.object({ address: z.string(), name: z.string(), symbol: z.string() }),
      tokenId: z.string(),
      name: z.string(),
      imageUrl: z.nullable(z.string()),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  next: z._default(z.nullable(z.string()), null),
})

/**
 * GET /v1/account/{address}/nfts: one page of the NFTs the account owns on a chain, newest acquisition
 * first, and the cursor of the next. Throws `InvalidInputError` without an address or chain id,
 * `ApiNotConfiguredError` without `api` config, and the request's errors.
 *
 * @example
 * const first = await getNfts(latch, { address, chainId: 'eip155:31337' })
 * const more = first.next ? await getNfts(latch, { address, chainId, cursor: first.next }) : undefined
 */
export async function getNfts(latch: Latch, parameters: GetNftsParameters): Promise<GetNftsReturnType> {
  const { address, chainId, cursor, signal } = parameters ?? {}
  if (typeof address !== 'string' || !address)
    throw new InvalidInputError('address', 'an address is required')
  if (typeof chainId !== 'string' || !chainId)
    throw new InvalidInputError('chainId', 'a CAIP-2 id is required')
  const api = requireApi(latch, 'getNfts')
  return apiRequest(api, {
    path: `/v1/account/${encodeURIComponent(address)}/nfts`,
    query: { chainId, cursor },
    schema: nftsSchema,
    signal,
  })
}

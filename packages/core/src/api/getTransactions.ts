import * as z from 'zod/mini'
import type { Latch } from '../latch'
import type { Transaction } from '../types/activity'
import { AccountAddressRequiredError, type ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

export interface GetTransactionsParameters {
  /** Required: without it the call throws "Transactions can't be fetched without an accountAddress". */
  address: string | undefined
  /** The `next` of the previous page. */
  cursor?: string
  /** CAIP-2 id: only this chain's transactions. */
  chainId?: string
  /** Asks for on-ramp transactions of this provider; 'coinbase' answers are never cached. */
  onramp?: 'coinbase' | 'meld'
  signal?: AbortSignal
}

export interface GetTransactionsReturnType {
  /** Newest first. */
  data: Transaction[]
  /** The cursor of the next page; `null` on the last one. */
  next: string | null
}

/**
 * What `getTransactions` rejects with: no address, no `api` config, or the request's errors. When
 * `signal` aborts, its `reason` is rethrown as given.
 */
export type GetTransactionsErrorType =
  | AccountAddressRequiredError
  | ApiNotConfiguredError
  | ApiRequestErrorType

const optionalText = z.optional(z.string())
const transferSchema = z.object({
  direction: optionalText,
  sender: optionalText,
  recipient: optionalText,
  quantity: z.object({ numeric: z.string() }),
  fungible_info: z.optional(
    z.nullable(
      z.object({
        name: optionalText,
        symbol: optionalText,
        icon: z.optional(z.nullable(z.object({ url: z.string() }))),
      }),
    ),
  ),
  nft_info: z.optional(
    z.nullable(
      z.object({
        name: optionalText,
        flags: z.optional(z.object({ is_spam: z.boolean() })),
        content: z.optional(
          z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) })),
        ),
      }),
    ),
  ),
  value: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
})
const historySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({
        minedAt: z.string(),
        chain: optionalText,
        operationType: z.string(),
        status: z.string(),
        sentFrom: z.string(),
        sentTo: z.string(),
        hash: optionalText,
      }),
      transfers: z.array(transferSchema),
    }),
  ),
  next: z._default(z.nullable(z.string()), null),
})

/**
 * GET /v1/account/{address}/history: one page of the account's transactions, newest first, and the
 * cursor of the next. Throws `AccountAddressRequiredError` ("Transactions can't be fetched without
 * an accountAddress") without an address, `ApiNotConfiguredError` without `api` config, and the
 * request's errors.
 *
 * @example
 * const first = await getTransactions(latch, { address, chainId: 'eip155:1' })
 * const more = first.next ? await getTransactions(latch, { address, cursor: first.next }) : undefined
 */
export async function getTransactions(
  latch: Latch,
  parameters: GetTransactionsParameters,
): Promise<GetTransactionsReturnType> {
  const { address, cursor, chainId, onramp, signal } = parameters ?? {}
  if (typeof address !== 'string' || !address) throw new AccountAddressRequiredError()
  const api = requireApi(latch, 'getTransactions')
  return apiRequest(api, {
    path: `/v1/account/${encodeURIComponent(address)}/history`,
    query: { cursor, chainId, onramp },
    schema: historySchema,
    signal,
    // spec §7: the history is never served from the HTTP cache for coinbase on-ramp
    cache: onramp === 'coinbase' ? 'no-cache' : undefined,
  })
}

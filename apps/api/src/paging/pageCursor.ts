import { z } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'

/**
 * Where a page of chain data ended: its last row's block time, chain, block and place in the block (a
 * transaction's index for history, a log's index for NFTs). History and NFTs page in this one order.
 */
export interface PageCursor {
  blockTime: number
  chainId: number
  blockNumber: number
  index: number
}

/** Largest value of each cursor part: a Date's range (ms), then the Postgres integer and bigint columns. */
const CURSOR_MAX = [8.64e15, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER, 2 ** 31 - 1]

/**
 * The opaque `next` of a page (base64url of the position of its last row).
 *
 * @example
 * encodePageCursor({ blockTime: 1700000000000, chainId: 31337, blockNumber: 12, index: 0 }) // 'WzE3MDAw…'
 */
export function encodePageCursor(cursor: PageCursor): string {
  const { blockTime, chainId, blockNumber, index } = cursor
  return Buffer.from(JSON.stringify([blockTime, chainId, blockNumber, index])).toString('base64url')
}

/**
 * Reads a `cursor` query parameter back; anything this service did not issue (parts out of the range of
 * a date or of their columns included) is 400 INVALID_QUERY.
 *
 * @example
 * decodePageCursor(page.next) // { blockTime: 1700000000000, chainId: 31337, blockNumber: 12, index: 0 }
 */
export function decodePageCursor(text: string): PageCursor {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    value = undefined
  }
  if (
    !Array.isArray(value) ||
    value.length !== 4 ||
    !value.every((part, at) => Number.isSafeInteger(part) && part >= 0 && part <= CURSOR_MAX[at]!)
  ) {
    throw new ApiError(
      'INVALID_QUERY',
      'cursor: not a cursor this service issued (pass the `next` of a page)',
    )
  }
  const [blockTime, chainId, blockNumber, index] = value as [number, number, number, number]
  return { blockTime, chainId, blockNumber, index }
}

/** The `cursor` query parameter of a paged route: the `next` of a previous page, as issued. */
export const PageCursorQuerySchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be the `next` of a previous page')
  .optional()
  .openapi({ param: { name: 'cursor', in: 'query' } })

/**
 * A page of `item`s with the cursor of the next one, registered in the OpenAPI document as `name`.
 *
 * @example export const NftPageSchema = pageSchema(NftSchema, 'NftPage')
 */
export function pageSchema<Item extends z.ZodTypeAny>(item: Item, name: string) {
  return z
    .object({
      data: z.array(item),
      next: z
        .string()
        .nullable()
        .openapi({ description: 'Pass as `cursor` for the next page; null on the last' }),
    })
    .openapi(name)
}

import { ApiError } from '../http/errors'

/** Where a history page ended: the last transaction's block time, chain, block and index. */
export interface HistoryCursor {
  blockTime: number
  chainId: number
  blockNumber: number
  txIndex: number
}

/** Largest value of each cursor part: a Date's range (ms), then the Postgres integer and bigint columns. */
const CURSOR_MAX = [8.64e15, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER, 2 ** 31 - 1]

/**
 * The opaque `next` of a history page (base64url of the position of its last transaction).
 *
 * @example
 * encodeHistoryCursor({ blockTime: 1700000000000, chainId: 31337, blockNumber: 12, txIndex: 0 }) // 'WzE3MDAw…'
 */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const { blockTime, chainId, blockNumber, txIndex } = cursor
  return Buffer.from(JSON.stringify([blockTime, chainId, blockNumber, txIndex])).toString('base64url')
}

/**
 * Reads a `cursor` query parameter back; anything this service did not issue (parts out of the range of
 * a date or of their columns included) is 400 INVALID_QUERY.
 *
 * @example
 * decodeHistoryCursor(page.next) // { blockTime: 1700000000000, chainId: 31337, blockNumber: 12, txIndex: 0 }
 */
export function decodeHistoryCursor(text: string): HistoryCursor {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    value = undefined
  }
  if (
    !Array.isArray(value) ||
    value.length !== 4 ||
    !value.every((part, index) => Number.isSafeInteger(part) && part >= 0 && part <= CURSOR_MAX[index]!)
  ) {
    throw new ApiError(
      'INVALID_QUERY',
      'cursor: not a cursor this service issued (pass the `next` of a page)',
    )
  }
  const [blockTime, chainId, blockNumber, txIndex] = value as [number, number, number, number]
  return { blockTime, chainId, blockNumber, txIndex }
}

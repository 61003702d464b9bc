import { ApiError } from '../http/errors'

/** Where an NFT page ended: the last NFT's acquisition (its transfer's block time, chain, block and log). */
export interface NftCursor {
  blockTime: number
  chainId: number
  blockNumber: number
  logIndex: number
}

/** Largest value of each cursor part: a Date's range (ms), then the Postgres integer and bigint columns. */
const CURSOR_MAX = [8.64e15, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER, 2 ** 31 - 1]

/**
 * The opaque `next` of an NFT page (base64url of the position of its last NFT).
 *
 * @example
 * encodeNftCursor({ blockTime: 1700000000000, chainId: 31337, blockNumber: 12, logIndex: 0 }) // 'WzE3MDAw…'
 */
export function encodeNftCursor(cursor: NftCursor): string {
  const { blockTime, chainId, blockNumber, logIndex } = cursor
  return Buffer.from(JSON.stringify([blockTime, chainId, blockNumber, logIndex])).toString('base64url')
}

/**
 * Reads a `cursor` query parameter back; anything this service did not issue (parts out of the range of
 * a date or of their columns included) is 400 INVALID_QUERY.
 *
 * @example
 * decodeNftCursor(page.next) // { blockTime: 1700000000000, chainId: 31337, blockNumber: 12, logIndex: 0 }
 */
export function decodeNftCursor(text: string): NftCursor {
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
  const [blockTime, chainId, blockNumber, logIndex] = value as [number, number, number, number]
  return { blockTime, chainId, blockNumber, logIndex }
}

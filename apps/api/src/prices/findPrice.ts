import type { PriceEntry, PriceTable } from './types'

/**
 * The table's row for a token (`address`) or the native currency (`address` undefined) of a chain,
 * matching addresses case-insensitively.
 *
 * @example
 * findPrice(prices, 31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3')?.usd // 1
 * findPrice(prices, 31337)?.symbol // 'ETH'
 */
export function findPrice(
  table: PriceTable | undefined,
  chainId: number,
  address?: string,
): PriceEntry | undefined {
  const key = address?.toLowerCase()
  return table?.tokens.find(
    (entry) => entry.chainId === chainId && (entry.address?.toLowerCase() ?? undefined) === key,
  )
}

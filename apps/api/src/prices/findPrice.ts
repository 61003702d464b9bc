import type { PriceEntry, PriceTable } from './types'

/**
 * The table's row for a token (`address`) or the native currency (`address` undefined) of a chain:
 * an eip155 chain id, whose 0x addresses match case-insensitively, or a Solana cluster's CAIP-2 id, whose
 * base58 mints match exactly (base58 is case-sensitive: two spellings are two mints).
 *
 * @example
 * findPrice(prices, 31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3')?.usd // 1
 * findPrice(prices, 31337)?.symbol // 'ETH'
 * findPrice(prices, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')?.symbol // 'SOL'
 */
export function findPrice(
  table: PriceTable | undefined,
  chainId: number | string,
  address?: string,
): PriceEntry | undefined {
  const fold = (text: string | undefined) => (typeof chainId === 'number' ? text?.toLowerCase() : text)
  const key = fold(address)
  return table?.tokens.find(
    (entry) => entry.chainId === chainId && (fold(entry.address) ?? undefined) === key,
  )
}

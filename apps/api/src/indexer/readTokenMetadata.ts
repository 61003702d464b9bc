import { type Address, type PublicClient, parseAbi } from 'viem'

const METADATA_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

export interface TokenMetadata {
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** Text a token reports, trimmed to what a listing shows, without control characters. */
function clean(value: string): string | null {
  const text = value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100)
  return text || null
}

/**
 * Reads `name()`, `symbol()` and, for ERC-20, `decimals()` from a token contract; each is null when the
 * call fails (the functions are optional in both standards).
 *
 * @example
 * await readTokenMetadata(client, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 'erc20')
 * // { name: 'Latch USD', symbol: 'LUSD', decimals: 6 }
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: Address,
  standard: 'erc20' | 'erc721',
): Promise<TokenMetadata> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
    client.readContract({ address, abi: METADATA_ABI, functionName }).then(
      (value) => value as T,
      () => null,
    )
  const [name, symbol, decimals] = await Promise.all([
    read<string>('name'),
    read<string>('symbol'),
    standard === 'erc20' ? read<number>('decimals') : Promise.resolve(null),
  ])
  return {
    name: name === null ? null : clean(name),
    symbol: symbol === null ? null : clean(symbol),
    decimals: decimals === null ? null : Number(decimals),
  }
}

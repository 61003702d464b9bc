/** An SPL mint the devnet creates, from a fixed key so its address is known before it exists. */
export interface SolanaMintDefinition {
  name: string
  symbol: string
  decimals: number
  /** The mint account's 32-byte Ed25519 seed (hex), the SHA-256 of `latch devnet solana mint <symbol>`. */
  key: string
  address: string
  /** Whole tokens minted to each of `SOLANA_FIXTURE_HOLDERS`. */
  perHolder: bigint
  /** Its price in US dollars on the devnet's fixed price table (as its ERC-20 namesake's). */
  usd: number
}

/**
 * The devnet's SPL mints, under the same names as its ERC-20s: a 6-decimal dollar token (the local USD
 * Coin) and a zero-decimals one, which the spec filters out as low quality.
 *
 * @example
 * SOLANA_DEVNET_MINTS.map((mint) => mint.symbol) // ['LUSD', 'LPTS']
 */
export const SOLANA_DEVNET_MINTS = [
  {
    name: 'Latch USD',
    symbol: 'LUSD',
    decimals: 6,
    key: '861962f434f7568102d6d5c7c3842ee7b1ceb5c26de63f06a9638d40af9ce6f6',
    address: '8Dv6mVM6tEr8jnhAh8Kh6q1hrDrwRjVchAU6KQMJTuxh',
    perHolder: 10_000n,
    usd: 1,
  },
  {
    name: 'Latch Points',
    symbol: 'LPTS',
    decimals: 0,
    key: 'e61886ad7354ea970bc13ff4b42ffb51a71310f54220aaaa6fa16b1763f78aad',
    address: '3L1B99wN3gJWzMPzTuUYrUkGyDLQs1wHBJA3wELZpqDw',
    perHolder: 1_000n,
    usd: 0.01,
  },
] as const satisfies readonly SolanaMintDefinition[]

/** The price of one SOL in US dollars on the devnet's fixed price table. */
export const SOLANA_DEVNET_SOL_USD = 150

/** Lamports each Solana devnet account is given at start: 100 SOL. */
export const SOLANA_DEVNET_START_LAMPORTS = 100_000_000_000n

/**
 * The indexes (in `SOLANA_DEVNET_KEYS`) of the accounts minted every fixture mint's `perHolder`. Account 0
 * is the mint authority and pays for the fixtures; the others keep no token account, so a send to them
 * creates one.
 */
export const SOLANA_FIXTURE_HOLDERS = [0, 1] as const

/** One transfer of the Solana demo history: SOL, or a fixture mint's tokens through `transferChecked`. */
export interface SolanaHistoryTransfer {
  from: number
  to: number
  /** `SOL`, or a fixture mint's symbol. */
  asset: 'SOL' | (typeof SOLANA_DEVNET_MINTS)[number]['symbol']
  /** In the asset's smallest unit (lamports, or the mint's base units). */
  amount: bigint
}

/**
 * The transfers made after the mints, in order, so accounts 0 and 1 have a history
 * (`getSignaturesForAddress`): 1.5 SOL and 25.5 LUSD from 0 to 1, then 5 LUSD back.
 *
 * @example
 * SOLANA_DEVNET_HISTORY.length // 3
 */
export const SOLANA_DEVNET_HISTORY = [
  { from: 0, to: 1, asset: 'SOL', amount: 1_500_000_000n },
  { from: 0, to: 1, asset: 'LUSD', amount: 25_500_000n },
  { from: 1, to: 0, asset: 'LUSD', amount: 5_000_000n },
] as const satisfies readonly SolanaHistoryTransfer[]

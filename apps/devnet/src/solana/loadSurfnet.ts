import { createRequire } from 'node:module'

/** Surfpool's start-up options (its `SurfnetConfig`), the ones the devnet sets. */
export interface SurfnetConfig {
  /** No remote RPC fallback: accounts missing locally stay missing instead of being fetched from mainnet. */
  offline?: boolean
  /** Lamports airdropped to the payer at start (default 10 SOL). */
  airdropSol?: number
}

/** A running Surfpool instance (the native `Surfnet` handle), as far as the devnet uses it. */
export interface SurfnetHandle {
  readonly rpcUrl: string
  readonly wsUrl: string
  /** Sets an account's lamports (a cheat code: no transaction, no signature). */
  fundSol(address: string, lamports: number): void
  /** Closes the HTTP and WebSocket servers, blocking until both confirm (at most 5 s); idempotent. */
  stop(): void
}

/** The native module's `Surfnet` class. */
export interface SurfnetModule {
  Surfnet: { startWithConfig(config: SurfnetConfig): SurfnetHandle }
}

/**
 * Loads Surfpool's native Node module. Its wrapper package (`@solana/surfpool`, which only picks the platform
 * build and adds types) is not on the registry the project installs from, so the Linux x64 build is loaded
 * directly and typed here; on another platform the error says so.
 *
 * @example
 * const surfnet = loadSurfnet().Surfnet.startWithConfig({ offline: true })
 */
export function loadSurfnet(): SurfnetModule {
  const require = createRequire(import.meta.url)
  try {
    return require('@solana/surfpool-linux-x64-gnu') as SurfnetModule
  } catch (error) {
    throw new Error(
      `Could not load Surfpool (@solana/surfpool-linux-x64-gnu) for the local Solana validator on ${process.platform}-${process.arch}: the devnet runs it on Linux x64 (glibc) only. Start the devnet with \`solana: false\` elsewhere.`,
      { cause: error },
    )
  }
}

import type { DevnetSolana } from './startDevnetSolana'

/** The name the services give the devnet's cluster. */
const DEVNET_SOLANA_NAME = 'Latch Devnet Solana'

/** The services' Solana configuration: the clusters whose balances they read. */
export interface DevnetSolanaSettings {
  clusters: { caipNetworkId: string; rpcUrl: string; name: string }[]
}

/**
 * The services' Solana configuration for the devnet's cluster. It has the shape of the API's `solana`
 * (`startApiServer({ solana })`, LATCH_SOLANA_CLUSTERS), as `devnetSwapSettings` has the shape of `swap`.
 *
 * @example
 * const devnet = await startDevnet()
 * await startApiServer({ chains: devnet.chains, solana: devnetSolanaSettings(devnet.solana) })
 */
export function devnetSolanaSettings(
  solana: Pick<DevnetSolana, 'caipNetworkId' | 'rpcUrl'> | undefined,
): DevnetSolanaSettings {
  return {
    clusters: solana
      ? [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, name: DEVNET_SOLANA_NAME }]
      : [],
  }
}

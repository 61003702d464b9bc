import type { DevnetBitcoin } from './startDevnetBitcoin'

/** The services' Bitcoin configuration: the nodes they read and broadcast through. */
export interface DevnetBitcoinSettings {
  nodes: { caipNetworkId: string; url: string; apiKey: string; network: 'bcoinRegtest' }[]
}

/**
 * The services' Bitcoin configuration for the devnet's node, in the shape of the API's `bitcoin`
 * (`startApiServer({ bitcoin })`, LATCH_BITCOIN_NODES), as `devnetSolanaSettings` is for Solana.
 *
 * @example
 * const devnet = await startDevnet()
 * await startApiServer({ chains: devnet.chains, bitcoin: devnetBitcoinSettings(devnet.bitcoin) })
 */
export function devnetBitcoinSettings(
  bitcoin: Pick<DevnetBitcoin, 'caipNetworkId' | 'url' | 'apiKey'> | undefined,
): DevnetBitcoinSettings {
  return {
    nodes: bitcoin
      ? [
          {
            caipNetworkId: bitcoin.caipNetworkId,
            url: bitcoin.url,
            apiKey: bitcoin.apiKey,
            network: 'bcoinRegtest',
          },
        ]
      : [],
  }
}

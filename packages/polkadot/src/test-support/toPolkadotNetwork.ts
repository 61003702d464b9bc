import type { Network } from '@latch/core'
import type { DevnetPolkadot } from '@latch/devnet'

/** The network a host configures for the devnet's Polkadot chain. */
export function toPolkadotNetwork(polkadot: DevnetPolkadot): Network {
  return {
    id: polkadot.caipNetworkId.slice('polkadot:'.length),
    chainNamespace: 'polkadot',
    caipNetworkId: polkadot.caipNetworkId,
    name: 'Latch Devnet Polkadot',
    nativeCurrency: { name: 'Rococo', symbol: polkadot.symbol, decimals: polkadot.decimals },
    rpcUrl: polkadot.wsUrl,
  }
}

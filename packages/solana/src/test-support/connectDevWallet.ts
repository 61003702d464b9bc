import type { ChainAdapter, Connector, Network } from '@latch/core'
import type { StartDevnetSolanaReturnType } from '@latch/devnet'
import { createSolanaDevWallet, type SolanaDevWallet } from '@latch/devnet/wallet'
import { getWallets } from '@wallet-standard/app'
import { createSolanaAdapter, type SolanaAdapterOptions } from '../createSolanaAdapter'

/** The network a host configures for the devnet's cluster. */
export function toSolanaNetwork(solana: StartDevnetSolanaReturnType): Network {
  return {
    id: solana.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    caipNetworkId: solana.caipNetworkId,
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrl: solana.rpcUrl,
  }
}

export interface ConnectDevWalletReturnType {
  adapter: ChainAdapter
  connectorId: string
  wallet: SolanaDevWallet
  /** The kind of each request the wallet was asked to approve (all approved), in order. */
  prompts: string[]
  /** Unregisters the wallet and stops the adapter. */
  stop(): void
}

/**
 * The dev wallet signing with `key` (every request approved) registered in @wallet-standard/app's registry,
 * and an adapter with `options` set up over it and connected on `network`.
 */
export async function connectDevWallet({
  solana,
  network,
  key,
  options = {},
}: {
  solana: StartDevnetSolanaReturnType
  network: Network
  key: string
  options?: Omit<SolanaAdapterOptions, 'target' | 'wallets'>
}): Promise<ConnectDevWalletReturnType> {
  const prompts: string[] = []
  const wallet = await createSolanaDevWallet({
    cluster: solana,
    key,
    approve: async (request) => {
      prompts.push(request.kind)
      return true
    },
    storage: null,
  })
  const unregister = getWallets().register(wallet)
  let connectors: Connector[] = []
  const adapter = createSolanaAdapter({ ...options, target: {} })
  const stopAdapter = adapter.setup({
    networks: [network],
    onConnectors: (next) => (connectors = next),
    events: { accountsChanged: () => {}, chainChanged: () => {}, disconnect: () => {} },
  })
  const stop = () => {
    stopAdapter()
    unregister()
  }
  const connectorId = connectors.find((connector) => connector.name === wallet.name)?.id
  if (!connectorId) {
    stop()
    throw new Error('the dev wallet was not discovered')
  }
  await adapter.connect({ connectorId, network })
  return { adapter, connectorId, wallet, prompts, stop }
}

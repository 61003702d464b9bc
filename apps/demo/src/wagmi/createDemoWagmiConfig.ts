import type { Latch } from '@latch/core'
import { toViemChain } from '@latch/evm'
import { latchConnector } from '@latch/wagmi'
import type { Chain } from 'viem'
import { createConfig, http } from 'wagmi'

/**
 * The wagmi config of a host that already uses wagmi: the host's eip155 networks as wagmi chains, each
 * read over its own RPC, and Latch as the one connector, so wagmi's hooks see Latch's connection.
 */
export function createDemoWagmiConfig(latch: Latch) {
  const chains = latch.config.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map((network) => toViemChain(network)) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors: [latchConnector(latch)],
    // Latch finds the browser's wallets; wagmi listing them again would offer a second way in
    multiInjectedProviderDiscovery: false,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  })
}

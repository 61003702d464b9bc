import type { CaipNetworkId, Network } from '@latch/core'

/**
 * The cluster to report for a wallet-standard connection, which has no "current chain" of its own (the
 * app names the cluster in each request): the requested network when the wallet serves it or does not
 * say what it serves, else the first configured Solana network it serves, else the first it lists.
 *
 * @example
 * selectClusterId({ walletChains: ['solana:EtWT…'], networks, requested: localnet }) // 'solana:EtWT…'
 */
export function selectClusterId({
  walletChains,
  networks,
  requested,
}: {
  walletChains: readonly string[]
  networks: readonly Network[]
  requested?: Network | undefined
}): CaipNetworkId | undefined {
  const serves = (id: string) => walletChains.length === 0 || walletChains.includes(id)
  if (requested && serves(requested.caipNetworkId)) return requested.caipNetworkId
  const configured = networks.find(
    (network) => network.chainNamespace === 'solana' && serves(network.caipNetworkId),
  )
  if (configured) return configured.caipNetworkId
  return (requested?.caipNetworkId ?? walletChains[0]) as CaipNetworkId | undefined
}

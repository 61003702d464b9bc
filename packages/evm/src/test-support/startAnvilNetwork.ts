import type { Network } from '@latch/core'
import { startAnvil } from '@latch/devnet'

/**
 * A fresh anvil chain and the Latch `Network` pointing at it, for the adapter's tests.
 *
 * @example
 * beforeAll(async () => ({ anvil, network } = await startAnvilNetwork()))
 * afterAll(() => anvil?.stop())
 */
export async function startAnvilNetwork(chainId = 31337) {
  const anvil = await startAnvil({ chainId })
  const network: Network = {
    id: chainId,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl: anvil.url,
  }
  return { anvil, network }
}

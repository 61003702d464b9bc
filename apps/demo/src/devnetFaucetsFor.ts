import { addDevnetEth, DEVNET_FAUCET_WEI } from './addDevnetEth'
import { addDevnetSol, DEVNET_FAUCET_LAMPORTS } from './addDevnetSol'

/** What the demo's faucet does on one network: its button's words and the call that funds an address. */
export interface DevnetFaucetTarget {
  label: string
  fund(address: string): Promise<unknown>
}

/**
 * The faucet of the demo's devnet network `caipNetworkId` (an anvil, or the Solana cluster); none on any
 * other network, since it calls the devnet's node directly.
 *
 * @example devnetFaucetFor('eip155:31337')?.label // 'Get 10 devnet ETH'
 */
export function devnetFaucetFor(caipNetworkId: string | undefined): DevnetFaucetTarget | undefined {
  const chain = __LATCH_DEMO_CHAINS__.find((candidate) => `eip155:${candidate.id}` === caipNetworkId)
  if (chain)
    return {
      label: 'Get 10 devnet ETH',
      fund: (address) => addDevnetEth(chain.rpcUrl, address, DEVNET_FAUCET_WEI),
    }
  const solana = __LATCH_DEMO_SOLANA__
  if (solana && solana.caipNetworkId === caipNetworkId)
    return {
      label: 'Get 10 devnet SOL',
      fund: (address) => addDevnetSol(solana.rpcUrl, address, DEVNET_FAUCET_LAMPORTS),
    }
  return undefined
}

import { addDevnetEth, DEVNET_FAUCET_WEI } from './addDevnetEth'
import { addDevnetSol, DEVNET_FAUCET_LAMPORTS } from './addDevnetSol'
import { DEVNET_FAUCET_TOKENS, mintDevnetToken } from './mintDevnetToken'

/** What one of the demo's faucets does on one network: its button's words and the call that funds an address. */
export interface DevnetFaucetTarget {
  /** Names its button and status (`demo-faucet`, `demo-faucet-lusd`…). */
  testId: string
  label: string
  fund(address: string): Promise<unknown>
}

/**
 * The faucets of the demo's devnet network `caipNetworkId`: native ETH or SOL, and on an anvil the local
 * USD Coin (LUSD) when the devnet listed it, so an email login's smart account can send with no ETH at all
 * (the services' paymaster pays its gas). None on any other network, since they call the devnet's node.
 *
 * @example devnetFaucetsFor('eip155:31337').map((faucet) => faucet.label) // ['Get 10 devnet ETH', 'Get 100 devnet LUSD']
 */
export function devnetFaucetsFor(caipNetworkId: string | undefined): DevnetFaucetTarget[] {
  const chain = __LATCH_DEMO_CHAINS__.find((candidate) => `eip155:${candidate.id}` === caipNetworkId)
  if (chain) {
    const lusd = chain.tokens?.find((token) => token.symbol === 'LUSD')
    return [
      {
        testId: 'demo-faucet',
        label: 'Get 10 devnet ETH',
        fund: (address) => addDevnetEth(chain.rpcUrl, address, DEVNET_FAUCET_WEI),
      },
      ...(lusd
        ? [
            {
              testId: 'demo-faucet-lusd',
              label: `Get ${DEVNET_FAUCET_TOKENS} devnet LUSD`,
              fund: (address: string) =>
                mintDevnetToken(
                  chain.rpcUrl,
                  lusd.address,
                  address,
                  DEVNET_FAUCET_TOKENS * 10n ** BigInt(lusd.decimals),
                ),
            },
          ]
        : []),
    ]
  }
  const solana = __LATCH_DEMO_SOLANA__
  if (solana && solana.caipNetworkId === caipNetworkId)
    return [
      {
        testId: 'demo-faucet',
        label: 'Get 10 devnet SOL',
        fund: (address) => addDevnetSol(solana.rpcUrl, address, DEVNET_FAUCET_LAMPORTS),
      },
    ]
  return []
}

import type { Network } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { selectClusterId } from './selectClusterId'

const solanaNetwork = (caipNetworkId: `solana:${string}`): Network => ({
  id: caipNetworkId.slice(7),
  chainNamespace: 'solana',
  caipNetworkId,
  name: caipNetworkId,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:8899',
})
const LOCAL = solanaNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
const DEVNET = solanaNetwork(
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'.replace('EtW', 'Abc') as `solana:${string}`,
)
const EVM: Network = { ...LOCAL, chainNamespace: 'eip155', caipNetworkId: 'eip155:1', id: 1 }

describe('selectClusterId', () => {
  it('reports the requested network when the wallet serves it', () => {
    expect(
      selectClusterId({
        walletChains: [DEVNET.caipNetworkId, LOCAL.caipNetworkId],
        networks: [DEVNET, LOCAL],
        requested: LOCAL,
      }),
    ).toBe(LOCAL.caipNetworkId)
  })

  it('reports the requested network when the wallet does not say what it serves (injected)', () => {
    expect(selectClusterId({ walletChains: [], networks: [DEVNET], requested: LOCAL })).toBe(
      LOCAL.caipNetworkId,
    )
  })

  it('reports the first configured Solana network the wallet serves when it does not serve the requested one', () => {
    expect(
      selectClusterId({
        walletChains: [DEVNET.caipNetworkId],
        networks: [EVM, LOCAL, DEVNET],
        requested: LOCAL,
      }),
    ).toBe(DEVNET.caipNetworkId)
  })

  it('on reconnect (nothing requested) reports the first configured Solana network the wallet serves', () => {
    expect(selectClusterId({ walletChains: [LOCAL.caipNetworkId], networks: [EVM, DEVNET, LOCAL] })).toBe(
      LOCAL.caipNetworkId,
    )
  })

  it("falls back to the wallet's first cluster when no configured network matches", () => {
    expect(selectClusterId({ walletChains: ['solana:mainnet'], networks: [EVM] })).toBe('solana:mainnet')
  })

  it('answers undefined when neither side names a cluster', () => {
    expect(selectClusterId({ walletChains: [], networks: [EVM] })).toBeUndefined()
  })
})

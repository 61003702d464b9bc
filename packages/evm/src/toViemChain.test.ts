import { type Network, UnsupportedChainError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain'

const network: Network = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:8545',
  blockExplorer: { name: 'Local', url: 'http://127.0.0.1:4000' },
  testnet: true,
}

describe('toViemChain', () => {
  it('maps a configured network to a viem chain', () => {
    expect(toViemChain(network)).toEqual({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000' } },
      testnet: true,
    })
  })

  it('throws Unsupported chain for another namespace', () => {
    expect(() => toViemChain({ ...network, chainNamespace: 'solana', caipNetworkId: 'solana:x' })).toThrow(
      UnsupportedChainError,
    )
  })
})

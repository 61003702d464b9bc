import { describe, expect, it } from 'vitest'
import type { Connector } from '../types'
import { walletConnectorOn } from './walletConnectorOn'

const on = (chain: Connector['chain'], id: string): Connector => ({
  id,
  name: 'Latch Devnet Wallet',
  type: 'ANNOUNCED',
  chain,
})

describe('walletConnectorOn: a wallet row connects on the namespace the modal shows', () => {
  it("a wallet on several chains: that namespace's connector", () => {
    const wallet = {
      ...on('eip155', 'evm'),
      type: 'MULTI_CHAIN' as const,
      connectors: [on('eip155', 'evm'), on('polkadot', 'dot')],
    }
    expect(walletConnectorOn(wallet, 'polkadot')?.id).toBe('dot')
  })

  it('a wallet not found on that namespace yet: none, never the other chain (the Polkadot button that connected on Ethereum)', () => {
    const wallet = {
      ...on('eip155', 'evm'),
      type: 'MULTI_CHAIN' as const,
      connectors: [on('eip155', 'evm'), on('solana', 'sol')],
    }
    expect(walletConnectorOn(wallet, 'polkadot')).toBeUndefined()
    expect(walletConnectorOn(on('eip155', 'evm'), 'polkadot')).toBeUndefined()
    expect(walletConnectorOn(on('eip155', 'evm'), 'eip155')?.id).toBe('evm')
  })
})

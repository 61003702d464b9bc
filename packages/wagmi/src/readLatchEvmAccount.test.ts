import { createLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { createEvmAdapter } from '@latch/evm'
import { describe, expect, it } from 'vitest'
import { selectLatchEvmAccount, toChainId } from './readLatchEvmAccount'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ether,
    },
  ],
  adapters: [createEvmAdapter({ target: new EventTarget() })],
  storage: null,
})
const base = getStore(latch).getState()
const connected = (address: string, caipNetworkId = 'eip155:31337') => ({
  ...base,
  activeConnectorIds: { eip155: 'io.metamask' },
  accounts: {
    eip155: { status: 'connected' as const, address, caipNetworkId: caipNetworkId as `eip155:${string}` },
  },
})

describe('selectLatchEvmAccount (readLatchEvmAccount on a read state)', () => {
  it('answers the connected eip155 account with a checksummed address and a numeric chain id', () => {
    expect(selectLatchEvmAccount(connected('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'))).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
      connectorId: 'io.metamask',
    })
  })

  it('answers nothing while no eip155 account is connected', () => {
    expect(selectLatchEvmAccount(base)).toBeUndefined()
  })

  it('answers nothing for an address or a chain that is not an EVM one', () => {
    expect(selectLatchEvmAccount(connected('not-an-address'))).toBeUndefined()
    expect(
      selectLatchEvmAccount(connected('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'eip155:0x1')),
    ).toBeUndefined()
  })
})

describe('toChainId', () => {
  it.each([
    ['eip155:1', 1],
    ['eip155:31337', 31337],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', undefined],
    ['eip155:', undefined],
    ['eip155:01', undefined],
    [undefined, undefined],
  ])('%s → %s', (caipNetworkId, chainId) => {
    expect(toChainId(caipNetworkId)).toBe(chainId)
  })
})

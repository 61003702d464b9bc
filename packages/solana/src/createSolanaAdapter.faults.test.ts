// createSolanaAdapter with wallet-standard wallets that misbehave or serve other clusters: what the
// adapter makes of garbage answers, and how it treats a switch of cluster.
import {
  type AdapterEvents,
  FailedToConnectError,
  type Network,
  SignMessageError,
  SwitchNetworkError,
  UnauthorizedError,
} from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const LOCAL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const OTHER = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const network = (caipNetworkId: string): Network => ({
  id: caipNetworkId.slice(7),
  chainNamespace: 'solana',
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  name: caipNetworkId,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:1',
})

/** A wallet serving LOCAL whose connect and signMessage answer what the test says. */
function fakeWallet(answers: { connect?: unknown; signature?: unknown }): Wallet {
  const account: WalletAccount = {
    address: ADDRESS,
    publicKey: new Uint8Array(32),
    chains: [LOCAL],
    features: [],
  }
  return {
    version: '1.0.0',
    name: 'Fake',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [LOCAL],
    accounts: [account],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => answers.connect ?? { accounts: [account] },
      },
      'solana:signMessage': { version: '1.1.0', signMessage: async () => [{ signature: answers.signature }] },
    },
  }
}

function setup(wallet: Wallet) {
  const chains: string[] = []
  const events: AdapterEvents = {
    accountsChanged: () => {},
    chainChanged: (_, caipNetworkId) => chains.push(caipNetworkId),
    disconnect: () => {},
  }
  const adapter = createSolanaAdapter({ wallets: { get: () => [wallet], on: () => () => {} }, target: {} })
  adapter.setup({ networks: [network(LOCAL)], onConnectors: () => {}, events })
  return { adapter, chains, connectorId: `solana:${wallet.name}` }
}

describe('createSolanaAdapter with misbehaving wallets', () => {
  it.each([
    [
      'no Solana account',
      { accounts: [{ address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', chains: ['eip155:1'] }] },
    ],
    ['garbage', { accounts: 42 }],
  ])('a connect answered with %s is a FailedToConnectError', async (_, answer) => {
    const { adapter, connectorId } = setup(fakeWallet({ connect: answer }))
    await expect(adapter.connect({ connectorId, network: network(LOCAL) })).rejects.toBeInstanceOf(
      FailedToConnectError,
    )
  })

  it('a signature that is not 64 bytes is a SignMessageError', async () => {
    const { adapter, connectorId } = setup(fakeWallet({ signature: 'not bytes' }))
    await adapter.connect({ connectorId, network: network(LOCAL) })
    await expect(
      adapter.signMessage!({ connectorId, address: ADDRESS, message: 'hi' }),
    ).rejects.toBeInstanceOf(SignMessageError)
  })

  it('signing for an address the wallet has not granted is an UnauthorizedError', async () => {
    const { adapter, connectorId } = setup(fakeWallet({ signature: new Uint8Array(64) }))
    const other = 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'
    await expect(adapter.signMessage!({ connectorId, address: other, message: 'hi' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    )
  })
})

describe('createSolanaAdapter switchNetwork (wallet-standard wallets have no current cluster)', () => {
  it('reports the new cluster as chainChanged when the wallet serves it', async () => {
    const { adapter, connectorId, chains } = setup(fakeWallet({}))
    await adapter.switchNetwork({ connectorId, network: network(LOCAL) })
    expect(chains).toEqual([LOCAL])
  })

  it('refuses a cluster the wallet says it does not serve with SwitchNetworkError', async () => {
    const { adapter, connectorId, chains } = setup(fakeWallet({}))
    await expect(adapter.switchNetwork({ connectorId, network: network(OTHER) })).rejects.toBeInstanceOf(
      SwitchNetworkError,
    )
    expect(chains).toEqual([])
  })
})

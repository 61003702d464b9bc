// createSolanaAdapter without a cluster: the injected fallback (a Phantom-like window.phantom.solana) with
// an empty wallet-standard registry, and a wallet-standard wallet registering late.
import {
  type AdapterEvents,
  ConnectionRejectedError,
  type Connector,
  type Network,
  UnsupportedMethodError,
} from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import { INJECTED_SOLANA_CONNECTOR_ID } from './solanaWalletSource'
import { ADDRESS, fakePhantom, publicKey } from './test-support/fakePhantom'

const network: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: 'http://127.0.0.1:1',
}
const emptyRegistry = { get: () => [], on: () => () => {} }

function setup(options: Parameters<typeof fakePhantom>[0] = {}) {
  const phantom = fakePhantom(options)
  const adapter = createSolanaAdapter({
    wallets: emptyRegistry,
    target: { phantom: { solana: phantom.provider } },
  })
  const seen = { accounts: [] as string[][], disconnects: 0 }
  const events: AdapterEvents = {
    accountsChanged: (_, addresses) => seen.accounts.push(addresses),
    chainChanged: () => {},
    disconnect: () => {
      seen.disconnects += 1
    },
  }
  let connectors: Connector[] = []
  const stop = adapter.setup({ networks: [network], onConnectors: (next) => (connectors = next), events })
  return { adapter, phantom, seen, stop, connectors: () => connectors }
}

describe('createSolanaAdapter with an injected provider only', () => {
  it('lists it as the Phantom INJECTED connector', () => {
    expect(setup().connectors()).toEqual([
      { id: INJECTED_SOLANA_CONNECTOR_ID, name: 'Phantom', type: 'INJECTED', chain: 'solana' },
    ])
  })

  it('connects on the requested network, and forwards account changes and the disconnect', async () => {
    const { adapter, phantom, seen } = setup()
    expect(await adapter.connect({ connectorId: INJECTED_SOLANA_CONNECTOR_ID, network })).toEqual({
      connectorId: INJECTED_SOLANA_CONNECTOR_ID,
      address: ADDRESS,
      caipNetworkId: network.caipNetworkId,
    })
    phantom.provider.emit('accountChanged', publicKey(ADDRESS))
    phantom.provider.emit('disconnect')
    expect(seen).toEqual({ accounts: [[ADDRESS]], disconnects: 1 })
  })

  it('answers ConnectionRejectedError when the person refuses', async () => {
    const { adapter } = setup({ reject: true })
    await expect(
      adapter.connect({ connectorId: INJECTED_SOLANA_CONNECTOR_ID, network }),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  it('reconnects without a prompt when trusted, and answers undefined when the wallet refuses silently', async () => {
    const trusted = setup({ trusted: true })
    expect(await trusted.adapter.reconnect({ connectorId: INJECTED_SOLANA_CONNECTOR_ID })).toMatchObject({
      address: ADDRESS,
    })
    expect(trusted.phantom.calls).toEqual([{ onlyIfTrusted: true }])
    const stranger = setup({ trusted: false })
    expect(await stranger.adapter.reconnect({ connectorId: INJECTED_SOLANA_CONNECTOR_ID })).toBeUndefined()
  })

  it('answers UnsupportedMethodError for a send, which the legacy provider cannot do without web3.js', async () => {
    const { adapter } = setup()
    const send = adapter.sendTransfer!({
      connectorId: INJECTED_SOLANA_CONNECTOR_ID,
      address: ADDRESS,
      to: ADDRESS,
      amount: 1n,
      network,
    })
    await expect(send).rejects.toBeInstanceOf(UnsupportedMethodError)
  })

  it('reconnects to a wallet-standard wallet that registers after the reconnect began', async () => {
    const listeners = new Set<() => void>()
    const wallets: Wallet[] = []
    const registry = {
      get: () => wallets,
      on: (_: string, listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const adapter = createSolanaAdapter({ wallets: registry, target: {} })
    const events: AdapterEvents = { accountsChanged: () => {}, chainChanged: () => {}, disconnect: () => {} }
    adapter.setup({ networks: [network], onConnectors: () => {}, events })
    const reconnecting = adapter.reconnect({ connectorId: 'solana:Late Wallet' })
    wallets.push(lateWallet())
    for (const listener of listeners) listener()
    expect(await reconnecting).toEqual({
      connectorId: 'solana:Late Wallet',
      address: ADDRESS,
      caipNetworkId: network.caipNetworkId,
    })
  })

  it('stops following the provider when torn down', async () => {
    const { adapter, phantom, seen, stop } = setup()
    await adapter.connect({ connectorId: INJECTED_SOLANA_CONNECTOR_ID, network })
    stop()
    phantom.provider.emit('disconnect')
    expect(seen.disconnects).toBe(0)
  })
})

/** A wallet-standard wallet that grants ADDRESS silently. */
function lateWallet(): Wallet {
  const account = {
    address: ADDRESS,
    publicKey: new Uint8Array(32),
    chains: [network.caipNetworkId],
    features: [],
  }
  return {
    version: '1.0.0',
    name: 'Late Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [network.caipNetworkId],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
    },
  }
}

import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect'
import { mountLatch } from '../actions/mountLatch'
import type { AdapterConnection, ChainAdapter } from '../adapter'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import type { StorageLike } from '../storage/createStorage'
import { ADDRESS, devnetA } from '../test-support/networks'

const ICON = `data:image/svg+xml;base64,${'A'.repeat(4000)}`

function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

/** A wallet with an announced icon that connects at once. */
const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: ({ onConnectors }) => {
    onConnectors([{ id: 'com.dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON }])
    return () => {}
  },
  connect: async ({ connectorId }): Promise<AdapterConnection> => ({
    connectorId,
    address: ADDRESS,
    caipNetworkId: 'eip155:31337',
  }),
  reconnect: async () => undefined,
  disconnect: async () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
}

describe('recent wallets in storage (latch:v1:recentWallets)', () => {
  it('icons are not persisted: a connected wallet is kept as id and name', async () => {
    const backend = memoryBackend()
    const latch = createLatch({ networks: [devnetA], adapters: [adapter], storage: backend })
    const unmount = mountLatch(latch)
    await connect(latch, { connectorId: 'com.dev' })
    unmount()
    expect(JSON.parse(backend.data.get('latch:v1:recentWallets') ?? 'null')).toEqual([
      { id: 'com.dev', name: 'Dev Wallet' },
    ])
  })

  it('an icon an older version stored is not read back', () => {
    const backend = memoryBackend()
    backend.setItem(
      'latch:v1:recentWallets',
      JSON.stringify([{ id: 'com.dev', name: 'Dev Wallet', imageUrl: ICON }, { id: 'x' }]),
    )
    const latch = createLatch({ networks: [devnetA], storage: backend })
    expect(getStore(latch).getState().recentWallets).toEqual([{ id: 'com.dev', name: 'Dev Wallet' }])
  })
})

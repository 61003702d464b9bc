import { InvalidInputError, type Network } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter'
import { walletConnect } from './walletConnect'

const options = { relayUrl: 'ws://127.0.0.1:8548' }
const mainnet: Network = {
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  id: 1,
  name: 'Ethereum',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

describe('walletConnect()', () => {
  it('refuses a relay that is not a WebSocket URL and metadata that is not http(s), naming the field', () => {
    expect(() => walletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(InvalidInputError)
    expect(() => walletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(
      expect.objectContaining({ field: 'walletConnect.relayUrl' }),
    )
    expect(() => walletConnect({ ...options, metadata: { name: 'x', url: 'javascript:alert(1)' } })).toThrow(
      expect.objectContaining({ field: 'walletConnect.metadata.url' }),
    )
  })

  it('left without a relay, says it is required and what the usual value is', () => {
    const missing = () => walletConnect({} as never)
    expect(missing).toThrow(InvalidInputError)
    expect(missing).toThrow(
      expect.objectContaining({
        code: 'INVALID_INPUT',
        field: 'walletConnect.relayUrl',
        details: expect.stringMatching(
          /^walletConnect\.relayUrl: is required: .*wss:\/\/relay\.walletconnect\.org/,
        ),
      }),
    )
    expect(() => walletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(
      expect.objectContaining({ details: expect.stringContaining('must be a ws(s) URL such as wss://') }),
    )
  })

  it("refuses a projectId of its own: it pairs as createLatch's", () => {
    const own = { ...options, projectId: 'latch-test' } as never
    expect(() => walletConnect(own)).toThrow(InvalidInputError)
    expect(() => walletConnect(own)).toThrow(
      expect.objectContaining({
        field: 'walletConnect.projectId',
        details: 'walletConnect.projectId: give projectId to createLatch({ projectId })',
      }),
    )
  })

  it('pairs with no relay and no SDK without a project: connecting names createLatch({ projectId })', async () => {
    const adapter = createEvmAdapter({ target: new EventTarget(), walletConnect: walletConnect(options) })
    const events = { accountsChanged() {}, chainChanged() {}, disconnect() {} }
    const stop = adapter.setup({ networks: [], events, onConnectors() {}, projectId: undefined })
    await expect(adapter.connect({ connectorId: 'walletConnect', network: mainnet })).rejects.toMatchObject({
      code: 'INVALID_CONFIG',
      field: 'projectId',
      details: 'projectId: WalletConnect pairs as createLatch({ projectId })',
    })
    stop()
  })

  it('is listed first by the adapter, as a WALLET_CONNECT connector, only when the host passes it', () => {
    const target = new EventTarget()
    const seen: { id: string; type: string }[][] = []
    const events = { accountsChanged() {}, chainChanged() {}, disconnect() {} }
    createEvmAdapter({ target, walletConnect: walletConnect(options) }).setup({
      networks: [],
      events,
      onConnectors: (connectors) => seen.push(connectors.map(({ id, type }) => ({ id, type }))),
    })
    createEvmAdapter({ target }).setup({
      networks: [],
      events,
      onConnectors: (connectors) => seen.push(connectors.map(({ id, type }) => ({ id, type }))),
    })
    expect(seen).toEqual([[{ id: 'walletConnect', type: 'WALLET_CONNECT' }], []])
  })

  it('stays listed when the adapter is set up again, and where there is no window (server rendering)', () => {
    const seen: string[][] = []
    const params = {
      networks: [],
      events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
      onConnectors: (connectors: { id: string }[]) => seen.push(connectors.map(({ id }) => id)),
    }
    const adapter = createEvmAdapter({ target: new EventTarget(), walletConnect: walletConnect(options) })
    adapter.setup(params)()
    adapter.setup(params)
    const serverAdapter = createEvmAdapter({ walletConnect: walletConnect(options) })
    serverAdapter.setup(params)()
    serverAdapter.setup(params)
    expect(seen).toEqual([['walletConnect'], ['walletConnect'], ['walletConnect'], ['walletConnect']])
  })
})

import { InvalidInputError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter'
import { walletConnect } from './walletConnect'

const options = { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:8548' }

describe('walletConnect()', () => {
  it('refuses a relay that is not a WebSocket URL and an empty project id, naming the field', () => {
    expect(() => walletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(InvalidInputError)
    expect(() => walletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(
      expect.objectContaining({ field: 'walletConnect.relayUrl' }),
    )
    expect(() => walletConnect({ ...options, projectId: '  ' })).toThrow(
      expect.objectContaining({ field: 'walletConnect.projectId' }),
    )
    expect(() => walletConnect({ ...options, metadata: { name: 'x', url: 'javascript:alert(1)' } })).toThrow(
      expect.objectContaining({ field: 'walletConnect.metadata.url' }),
    )
  })

  it('left without a relay, says it is required and what the usual value is', () => {
    const missing = () => walletConnect({ projectId: 'latch-test' } as never)
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

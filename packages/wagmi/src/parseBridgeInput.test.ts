import { ChainAdapterNotFoundError, createLatch, InvalidInputError } from '@latch/core'
import { createEvmAdapter, toViemChain } from '@latch/evm'
import { createConfig, http } from '@wagmi/core'
import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { LatchConnectorNotFoundError } from './errors'
import { latchConnector } from './latchConnector'
import { syncLatchWithWagmi } from './syncLatchWithWagmi'
import type { WagmiConfigLike } from './wagmiConfigLike'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const networks = [
  {
    caipNetworkId: 'eip155:31337' as const,
    name: 'Latch Devnet',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: ether,
  },
]
const latch = createLatch({
  networks,
  adapters: [createEvmAdapter({ target: new EventTarget() })],
  storage: null,
})
const chains = latch.config.networks.map(toViemChain) as [Chain]
const configWith = (connectors: ReturnType<typeof latchConnector>[]) =>
  createConfig({
    chains,
    connectors,
    transports: { 31337: http() },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })

describe('latchConnector refuses what is not a Latch with the EVM adapter', () => {
  it.each([undefined, null, {}, { store: {}, adapters: new Map() }])(
    '%o: InvalidInputError on latch',
    (value) => {
      expect(() => latchConnector(value as never)).toThrow(InvalidInputError)
    },
  )

  it('a Latch without the EVM adapter: ChainAdapterNotFoundError', () => {
    const solanaOnly = createLatch({ networks, adapters: [], storage: null })
    expect(() => latchConnector(solanaOnly)).toThrow(ChainAdapterNotFoundError)
  })
})

describe('syncLatchWithWagmi refuses a config it cannot follow', () => {
  it('a config without the Latch connector: LatchConnectorNotFoundError', () => {
    const config = configWith([]) as unknown as WagmiConfigLike
    expect(() => syncLatchWithWagmi({ latch, config })).toThrow(LatchConnectorNotFoundError)
  })

  it('something that is not a wagmi config: InvalidInputError on config', () => {
    const error = (() => {
      try {
        syncLatchWithWagmi({ latch, config: {} as WagmiConfigLike })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).message).toMatchInlineSnapshot(`
      "Invalid config

      Details: config: a wagmi config from wagmi's createConfig is required"
    `)
  })

  it('a config with the Latch connector starts, and stops when asked', () => {
    const config = configWith([latchConnector(latch)]) as unknown as WagmiConfigLike
    const stop = syncLatchWithWagmi({ latch, config })
    expect(stop).toBeTypeOf('function')
    stop()
  })
})

it('LatchConnectorNotFoundError says what to add', () => {
  const error = new LatchConnectorNotFoundError()
  expect({
    code: error.code,
    shortMessage: error.shortMessage,
    details: error.details,
  }).toMatchInlineSnapshot(`
    {
      "code": "LATCH_CONNECTOR_NOT_FOUND",
      "details": "Add latchConnector(latch) to the wagmi config's connectors.",
      "shortMessage": "Latch connector not found",
    }
  `)
})

import { createConnectorRegistry } from '@latch/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import {
  createSolanaWalletSource,
  INJECTED_SOLANA_CONNECTOR_ID,
  type SolanaConnectorEntry,
  type StandardWalletRegistry,
} from './solanaWalletSource'

/** The Solana source in core's registry, as the adapter runs it: `onChange` gets each list; returns stop. */
function watchSolanaConnectors(
  params: Parameters<typeof createSolanaWalletSource>[0],
  onChange: (entries: SolanaConnectorEntry[]) => void,
): () => void {
  const registry = createConnectorRegistry<SolanaConnectorEntry>()
  registry.subscribe(onChange)
  registry.start(createSolanaWalletSource(params))
  return registry.stop
}

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

function standardWallet(name: string, chains: string[], features = ['standard:connect']): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: chains as Wallet['chains'],
    accounts: [],
    features: Object.fromEntries(features.map((feature) => [feature, { version: '1.0.0' }])),
  }
}

/** A registry like @wallet-standard/app's: register and unregister notify the listeners. */
function createRegistry(): StandardWalletRegistry & {
  register(wallet: Wallet): () => void
  listeners: number
} {
  const wallets = new Set<Wallet>()
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(wallet) {
      wallets.add(wallet)
      for (const listener of listeners.register) listener()
      return () => {
        wallets.delete(wallet)
        for (const listener of listeners.unregister) listener()
      }
    },
    get listeners() {
      return listeners.register.size + listeners.unregister.size
    },
  }
}

const injectedProvider = (extra: Record<string, unknown> = {}) => ({
  connect: async () => ({}),
  disconnect: async () => {},
  ...extra,
})

function watch(
  registry: StandardWalletRegistry,
  target: Parameters<typeof watchSolanaConnectors>[0]['target'],
) {
  const reports: SolanaConnectorEntry[][] = []
  const stop = watchSolanaConnectors({ registry, target }, (entries) => reports.push(entries))
  const names = () => reports.at(-1)?.map(({ connector }) => connector.name)
  return { reports, stop, names }
}

describe('createSolanaWalletSource in the connector registry', () => {
  it('lists wallet-standard wallets with standard:connect and a solana: chain, as solana connectors', () => {
    const registry = createRegistry()
    registry.register(standardWallet('Solflare', ['solana:mainnet']))
    registry.register(standardWallet('EVM only', ['eip155:1']))
    registry.register(standardWallet('No connect', ['solana:mainnet'], ['standard:events']))
    const { reports } = watch(registry, undefined)
    expect(reports.at(-1)?.map(({ connector }) => connector)).toEqual([
      expect.objectContaining({
        id: 'solana:Solflare',
        name: 'Solflare',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: ICON,
      }),
    ])
  })

  it('reports again on register and unregister, and stops listening when stopped', () => {
    const registry = createRegistry()
    const { names, stop, reports } = watch(registry, undefined)
    expect(names()).toEqual([])
    const unregister = registry.register(standardWallet('Backpack', ['solana:mainnet']))
    expect(names()).toEqual(['Backpack'])
    unregister()
    expect(names()).toEqual([])
    stop()
    expect(registry.listeners).toBe(0)
    registry.register(standardWallet('Late', ['solana:mainnet']))
    expect(reports).toHaveLength(3)
  })

  it('keeps the first of two wallets with the same name (case and spaces aside)', () => {
    const registry = createRegistry()
    const first = standardWallet('Phantom', ['solana:mainnet'])
    registry.register(first)
    registry.register(standardWallet(' phantom ', ['solana:devnet']))
    const { reports } = watch(registry, undefined)
    expect(reports.at(-1)?.map(({ connector }) => connector.provider)).toEqual([first])
  })

  it('adds the injected provider (window.phantom.solana first) when no listed wallet has its name', () => {
    const phantom = injectedProvider({ isPhantom: true })
    const { reports } = watch(createRegistry(), { phantom: { solana: phantom }, solana: injectedProvider() })
    expect(reports.at(-1)?.map(({ connector }) => connector)).toEqual([
      { id: INJECTED_SOLANA_CONNECTOR_ID, name: 'Phantom', type: 'INJECTED', chain: 'solana' },
    ])
  })

  it('names a non-Phantom window.solana "Browser Wallet"', () => {
    const { names } = watch(createRegistry(), { solana: injectedProvider() })
    expect(names()).toEqual(['Browser Wallet'])
  })

  it('drops the injected Phantom when Phantom registers over wallet-standard too', () => {
    const registry = createRegistry()
    const { reports } = watch(registry, { phantom: { solana: injectedProvider({ isPhantom: true }) } })
    registry.register(standardWallet('Phantom', ['solana:mainnet']))
    expect(reports.at(-1)?.map(({ connector }) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('ignores a window.solana that is not a provider', () => {
    const { names } = watch(createRegistry(), { solana: { connect: 'no' }, phantom: {} })
    expect(names()).toEqual([])
  })

  it('keeps the same wrapper for a wallet across reports, so a connection keeps its wallet', () => {
    const registry = createRegistry()
    registry.register(standardWallet('Solflare', ['solana:mainnet']))
    const { reports } = watch(registry, undefined)
    registry.register(standardWallet('Backpack', ['solana:mainnet']))
    expect(reports[1]?.[0]?.wallet).toBe(reports[0]?.[0]?.wallet)
  })
})

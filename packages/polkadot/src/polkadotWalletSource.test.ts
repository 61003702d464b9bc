import { createConnectorRegistry } from '@latch/core/internal'
import { afterEach, expect, it, vi } from 'vitest'
import type { InjectedWeb3Entry, InjectedWeb3Target } from './polkadotExtension'
import { createPolkadotWalletSource, type PolkadotConnectorEntry } from './polkadotWalletSource'

/** The Polkadot source in core's registry, as the adapter runs it: `onChange` gets each list; returns stop. */
function watchPolkadotConnectors(
  params: Parameters<typeof createPolkadotWalletSource>[0],
  onChange: (entries: PolkadotConnectorEntry[]) => void,
): () => void {
  const registry = createConnectorRegistry<PolkadotConnectorEntry>()
  registry.subscribe(onChange)
  registry.start(createPolkadotWalletSource(params))
  return registry.stop
}

afterEach(() => {
  vi.useRealTimers()
})

const entry = (extra: Partial<InjectedWeb3Entry> = {}): InjectedWeb3Entry => ({
  version: '0.1.0',
  enable: async () => {
    throw new Error('not used here')
  },
  ...extra,
})

it('lists each injected extension as an INJECTED polkadot connector, known ones by their own names', () => {
  const target: InjectedWeb3Target = {
    injectedWeb3: {
      'polkadot-js': entry(),
      talisman: entry(),
      'subwallet-js': entry(),
      'my-wallet': entry(),
    },
  }
  const lists: PolkadotConnectorEntry[][] = []
  const stop = watchPolkadotConnectors({ target, pollIntervalMs: 1000 }, (list) => lists.push(list))
  stop()
  expect(
    lists[0]!.map(({ connector }) => [connector.id, connector.name, connector.type, connector.chain]),
  ).toEqual([
    ['polkadot:polkadot-js', 'Polkadot{.js}', 'INJECTED', 'polkadot'],
    ['polkadot:talisman', 'Talisman', 'INJECTED', 'polkadot'],
    ['polkadot:subwallet-js', 'SubWallet', 'INJECTED', 'polkadot'],
    ['polkadot:my-wallet', 'my-wallet', 'INJECTED', 'polkadot'],
  ])
})

it("shows an unknown extension by its entry's name and data-URI icon; other icons are not loaded", () => {
  const icon = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'
  const target: InjectedWeb3Target = {
    injectedWeb3: {
      a: entry({ name: 'A Wallet', icon }),
      b: entry({ name: 'B', icon: 'https://tracker.example/b.png' }),
    },
  }
  let list: PolkadotConnectorEntry[] = []
  watchPolkadotConnectors({ target, pollIntervalMs: 1000 }, (next) => (list = next))()
  expect(list[0]!.connector).toMatchObject({ name: 'A Wallet', imageUrl: icon, info: { icon } })
  expect(list[1]!.connector.imageUrl).toBeUndefined()
})

it('skips entries without an enable function', () => {
  const target = {
    injectedWeb3: { broken: { version: '1' }, nothing: undefined },
  } as unknown as InjectedWeb3Target
  let list: PolkadotConnectorEntry[] | undefined
  watchPolkadotConnectors({ target, pollIntervalMs: 1000 }, (next) => (list = next))()
  expect(list).toEqual([])
})

it('finds an extension injected later on the next poll, reports only changes, and stops polling when stopped', () => {
  vi.useFakeTimers()
  const target: InjectedWeb3Target = {}
  const lists: string[][] = []
  const stop = watchPolkadotConnectors({ target, pollIntervalMs: 500 }, (list) =>
    lists.push(list.map(({ connector }) => connector.id)),
  )
  vi.advanceTimersByTime(1000)
  expect(lists).toEqual([[]])
  const talisman = entry()
  target.injectedWeb3 = { talisman }
  vi.advanceTimersByTime(500)
  vi.advanceTimersByTime(500)
  expect(lists).toEqual([[], ['polkadot:talisman']])
  stop()
  target.injectedWeb3 = {}
  vi.advanceTimersByTime(5000)
  expect(lists).toHaveLength(2)
})

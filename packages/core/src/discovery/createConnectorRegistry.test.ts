import { describe, expect, it, vi } from 'vitest'
import { ConnectorNotFoundError } from '../errors/connection'
import { normalizeWalletName } from '../rules/mergeConnectors'
import { createConnectorRegistry } from './createConnectorRegistry'
import type { WalletCandidate, WalletSource } from './walletSource'

/** A wallet as a page would hold it: an object with a name, found under an id. */
interface PageWallet {
  id: string
  name: string
}

/** The entry an adapter would make: the wallet and a serial number, to see when entries are made. */
interface Entry {
  id: string
  wallet: PageWallet
  made: number
}

/** A real EventTarget that counts its listeners, to prove `stop` leaves none behind. */
class CountingTarget extends EventTarget {
  listeners = 0
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1
    super.addEventListener(...args)
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1
    super.removeEventListener(...args)
  }
}

/**
 * A page: wallets arrive (`arrive`) and leave, and say so with a 'change' event, as wallet-standard's
 * register or EIP-6963's announcements do. `answerAtStart` wallets arrive while the source starts
 * listening, as EIP-6963 wallets answer the discovery request at once.
 */
function createPage(options: { oneWalletPerName?: boolean; answerAtStart?: PageWallet[] } = {}) {
  const target = new CountingTarget()
  const wallets: PageWallet[] = []
  let made = 0
  const candidate = (wallet: PageWallet): WalletCandidate<Entry> => ({
    id: wallet.id,
    provider: wallet,
    ...(options.oneWalletPerName ? { normalizedName: normalizeWalletName(wallet.name) } : {}),
    create: () => ({ id: wallet.id, wallet, made: ++made }),
  })
  const source: WalletSource<Entry> = {
    read: () => wallets.map(candidate),
    watch(refresh) {
      target.addEventListener('change', refresh)
      for (const wallet of options.answerAtStart ?? []) arrive(wallet)
      return () => target.removeEventListener('change', refresh)
    },
  }
  function arrive(...arriving: PageWallet[]) {
    wallets.push(...arriving)
    target.dispatchEvent(new Event('change'))
  }
  function leave(wallet: PageWallet) {
    wallets.splice(wallets.indexOf(wallet), 1)
    target.dispatchEvent(new Event('change'))
  }
  return { target, wallets, source, arrive, leave, made: () => made }
}

/** A registry started on `page`, with every report it made (ids) and the last list it reported. */
function startOn(page: ReturnType<typeof createPage>) {
  const registry = createConnectorRegistry<Entry>()
  const reports: string[][] = []
  let last: Entry[] = []
  registry.subscribe((entries) => {
    reports.push(entries.map((entry) => entry.id))
    last = entries
  })
  registry.start(page.source)
  return { registry, reports, list: () => last }
}

/** Starts `registry` on `source` and answers the first list it reports. */
function firstList<entry>(source: WalletSource<entry>): entry[] {
  const registry = createConnectorRegistry<entry>()
  let list: entry[] = []
  registry.subscribe((entries) => {
    list = entries
  })
  registry.start(source)
  return list
}

const wallet = (id: string, name = id): PageWallet => ({ id, name })

describe('createConnectorRegistry: the list', () => {
  it('reports the wallets once at start, in the order the source reads them, and an empty list too', () => {
    const page = createPage()
    page.wallets.push(wallet('b'), wallet('a'))
    expect(startOn(page).reports).toEqual([['b', 'a']])
    expect(startOn(createPage()).reports).toEqual([[]])
  })

  it('folds wallets that answer while discovery starts into the first report', () => {
    const page = createPage({ answerAtStart: [wallet('a'), wallet('b')] })
    expect(startOn(page).reports).toEqual([['a', 'b']])
  })

  it('a late-arriving wallet is reported when it arrives, and a leaving one when it leaves', () => {
    const page = createPage()
    const { registry, reports } = startOn(page)
    const late = wallet('late')
    page.arrive(late)
    expect(registry.find('late')?.wallet).toBe(late)
    page.leave(late)
    expect(registry.find('late')).toBeUndefined()
    expect(reports).toEqual([[], ['late'], []])
  })

  it('reports only changes: a signal that changes nothing reports nothing', () => {
    const page = createPage()
    page.wallets.push(wallet('a'))
    const { reports } = startOn(page)
    page.target.dispatchEvent(new Event('change'))
    page.target.dispatchEvent(new Event('change'))
    expect(reports).toEqual([['a']])
  })

  it('makes each entry once while its wallet stays listed, so a connection keeps its wallet', () => {
    const page = createPage()
    page.wallets.push(wallet('a'))
    const { registry } = startOn(page)
    const first = registry.find('a')
    page.arrive(wallet('b'))
    expect(registry.find('a')).toBe(first)
    expect(page.made()).toBe(2)
  })
})

describe('createConnectorRegistry: duplicates, the first found wins', () => {
  it('one entry per id', () => {
    const page = createPage()
    const first = wallet('a', 'First')
    page.wallets.push(first, wallet('a', 'Second'))
    expect(
      startOn(page)
        .list()
        .map((entry) => entry.wallet),
    ).toEqual([first])
  })

  it('one entry per wallet object, whatever ids it comes under (an injected global that is an announced wallet)', () => {
    const shared = wallet('io.example')
    const made: string[] = []
    const candidate = (id: string) => ({ id, provider: shared, create: () => made.push(id) })
    expect(firstList({ read: () => [candidate('io.example'), candidate('injected')] })).toHaveLength(1)
    expect(made).toEqual(['io.example'])
  })

  it('one entry per name (case and spacing aside) when the source names its wallets', () => {
    const named = () => [wallet('standard:Phantom', 'Phantom'), wallet('injected', ' phantom ')]
    const byName = createPage({ oneWalletPerName: true })
    byName.wallets.push(...named())
    expect(
      startOn(byName)
        .list()
        .map((entry) => entry.id),
    ).toEqual(['standard:Phantom'])
    const byId = createPage()
    byId.wallets.push(...named())
    expect(
      startOn(byId)
        .list()
        .map((entry) => entry.id),
    ).toEqual(['standard:Phantom', 'injected'])
  })

  it("a duplicate's other names are taken too: the same object found again under another name stays out", () => {
    // Xverse: its injected provider is dropped by name (Xverse registered over wallet-standard), and the
    // same provider object as window.btc ('Browser Wallet') is that wallet again, not a new one.
    const provider = {}
    const standard = {}
    const list = firstList({
      read: () => [
        { id: 'standard', provider: standard, normalizedName: 'xverse', create: () => 'standard' },
        { id: 'xverse', provider, normalizedName: 'xverse', create: () => 'xverse' },
        { id: 'btc', provider, normalizedName: 'browser wallet', create: () => 'btc' },
      ],
    })
    expect(list).toEqual(['standard'])
  })
})

describe('createConnectorRegistry: waiting for a late wallet', () => {
  it('answers a listed wallet at once', async () => {
    const page = createPage()
    page.wallets.push(wallet('a'))
    const { registry } = startOn(page)
    expect((await registry.waitFor('a', 60_000))?.id).toBe('a')
  })

  it('answers the wallet when it arrives within the wait', async () => {
    const page = createPage()
    const { registry } = startOn(page)
    const waiting = registry.waitFor('late', 60_000)
    page.arrive(wallet('other'))
    page.arrive(wallet('late'))
    expect((await waiting)?.id).toBe('late')
  })

  it('answers undefined when the wallet does not come in time', async () => {
    vi.useFakeTimers()
    try {
      const { registry } = startOn(createPage())
      const waiting = registry.waitFor('never', 1_000)
      vi.advanceTimersByTime(1_000)
      expect(await waiting).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers undefined at once when discovery is not running', async () => {
    expect(await createConnectorRegistry<Entry>().waitFor('a', 60_000)).toBeUndefined()
  })

  it('answers undefined when discovery stops meanwhile, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    try {
      const { registry } = startOn(createPage())
      const waiting = registry.waitFor('never', 60_000)
      registry.stop()
      expect(await waiting).toBeUndefined()
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('createConnectorRegistry: watchers and stop', () => {
  it('subscribe gets every change until it unsubscribes', () => {
    const page = createPage()
    const { registry, reports } = startOn(page)
    const later: string[][] = []
    const unsubscribe = registry.subscribe((entries) => later.push(entries.map((entry) => entry.id)))
    page.arrive(wallet('a'))
    unsubscribe()
    page.arrive(wallet('b'))
    expect(later).toEqual([['a']])
    expect(reports).toEqual([[], ['a'], ['a', 'b']])
  })

  it('attach keeps one set of wallet listeners per id: a new attach or detach removes the last', () => {
    const registry = createConnectorRegistry<Entry>()
    const removed: string[] = []
    registry.attach('a', () => removed.push('a1'))
    registry.attach('a', () => removed.push('a2'))
    registry.detach('a')
    registry.detach('a')
    expect(removed).toEqual(['a1', 'a2'])
  })

  it("stop removes every listener it added (the source's and the wallets'), empties the list and reports nothing after", () => {
    const page = createPage()
    page.wallets.push(wallet('a'))
    const { registry, reports } = startOn(page)
    const walletEvents = new CountingTarget()
    const onAccounts = () => {}
    walletEvents.addEventListener('accountsChanged', onAccounts)
    registry.attach('a', () => walletEvents.removeEventListener('accountsChanged', onAccounts))
    expect(page.target.listeners).toBe(1)

    registry.stop()
    expect(page.target.listeners).toBe(0)
    expect(walletEvents.listeners).toBe(0)
    expect(registry.find('a')).toBeUndefined()
    expect(() => registry.get('a')).toThrow(ConnectorNotFoundError)
    page.arrive(wallet('b'))
    expect(reports).toEqual([['a']])
  })

  it('starts again after stop, and a second start stops the first source', () => {
    const first = createPage()
    const second = createPage()
    second.wallets.push(wallet('b'))
    const registry = createConnectorRegistry<Entry>()
    registry.start(first.source)
    registry.start(second.source)
    expect(first.target.listeners).toBe(0)
    expect(registry.find('b')?.id).toBe('b')
    registry.stop()
    const reports: string[][] = []
    registry.subscribe((entries) => reports.push(entries.map((entry) => entry.id)))
    registry.start(first.source)
    first.arrive(wallet('a'))
    expect(reports).toEqual([[], ['a']])
  })
})

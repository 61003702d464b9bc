import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { ADDRESS, devnetA, devnetB } from '../test-support/networks'
import { applyWalletChain } from './applyWalletChain'
import { close } from './close'
import { closeSnackbar } from './closeSnackbar'
import { goBack } from './goBack'
import { navigate } from './navigate'
import { open } from './open'
import { showSnackbar } from './showSnackbar'

function connectedOn(latch: Latch, caipNetworkId: `${string}:${string}`) {
  getStore(latch).setState({
    activeCaipNetworkId: caipNetworkId,
    accounts: {
      eip155: {
        status: 'connected',
        address: ADDRESS,
        caipNetworkId,
        caipAddress: `${caipNetworkId}:${ADDRESS}`,
      },
    },
  })
}

const noAdapter = {
  namespace: 'eip155' as const,
  setup: () => () => {},
  connect: vi.fn(),
  reconnect: vi.fn(),
  disconnect: vi.fn(),
  switchNetwork: vi.fn(),
  getBalance: vi.fn(),
}

describe('open / close / goBack', () => {
  let latch: Latch
  beforeEach(() => {
    latch = createLatch({ networks: [devnetA, devnetB], adapters: [noAdapter], storage: null })
  })

  it('opens at Connect when disconnected and at Account when connected', () => {
    open(latch)
    expect(getStore(latch).getState()).toMatchObject({ open: true, router: { view: 'Connect', history: [] } })
    close(latch)
    connectedOn(latch, 'eip155:31337')
    open(latch)
    expect(getStore(latch).getState().router.view).toBe('Account')
  })

  it('opens at an explicitly requested view', () => {
    open(latch, { view: 'Networks' })
    expect(getStore(latch).getState().router.view).toBe('Networks')
  })

  it('opening with a requested namespace chooses the view from the state after the network switch', () => {
    const solanaDevnet = {
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
      name: 'Solana Devnet',
      rpcUrl: 'http://127.0.0.1:8899',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    }
    const twoChains = createLatch({ networks: [devnetA, solanaDevnet], adapters: [noAdapter], storage: null })
    connectedOn(twoChains, 'eip155:31337')
    open(twoChains, { namespace: 'solana' })
    expect(getStore(twoChains).getState()).toMatchObject({
      activeNamespace: 'solana',
      activeCaipNetworkId: solanaDevnet.caipNetworkId,
      router: { view: 'Connect' },
    })
    close(twoChains)
    open(twoChains, { namespace: 'eip155' })
    expect(getStore(twoChains).getState()).toMatchObject({
      activeNamespace: 'eip155',
      router: { view: 'Account' },
    })
  })

  it('opening for a namespace with no configured network is refused with Network not found, state unchanged', () => {
    connectedOn(latch, 'eip155:31337')
    const before = getStore(latch).getState()
    expect(() => open(latch, { namespace: 'solana' })).toThrow(NetworkNotFoundError)
    expect(getStore(latch).getState()).toBe(before)
  })

  it('an unknown view is refused with a typed error and the modal stays closed', () => {
    expect(() => open(latch, { view: 'Nope' as never })).toThrow(InvalidInputError)
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('with no adapters and no address, opens ConnectingWalletConnectBasic (AllWallets on mobile)', () => {
    const bare = createLatch({ networks: [devnetA], storage: null, isMobile: false })
    open(bare)
    expect(getStore(bare).getState().router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createLatch({ networks: [devnetA], storage: null, isMobile: true })
    open(mobile)
    expect(getStore(mobile).getState().router.view).toBe('AllWallets')
  })

  it('closing resets to Connect', () => {
    open(latch)
    navigate(latch, { view: 'AllWallets' })
    expect(close(latch)).toBe(true)
    expect(getStore(latch).getState()).toMatchObject({
      open: false,
      router: { view: 'Connect', history: [] },
    })
  })

  it('in embedded mode, closing goes to Account if connected, otherwise Connect', () => {
    const embedded = createLatch({
      networks: [devnetA],
      adapters: [noAdapter],
      storage: null,
      embedded: true,
    })
    navigate(embedded, { view: 'AllWallets' })
    close(embedded)
    expect(getStore(embedded).getState()).toMatchObject({ open: true, router: { view: 'Connect' } })
    connectedOn(embedded, 'eip155:31337')
    navigate(embedded, { view: 'Networks' })
    close(embedded)
    expect(getStore(embedded).getState().router.view).toBe('Account')
  })

  it('on a network the host did not configure, open shows UnsupportedChain; closing resets to Connect (spec §2)', () => {
    connectedOn(latch, 'eip155:1')
    open(latch)
    expect(getStore(latch).getState().router.view).toBe('UnsupportedChain')
    expect(close(latch)).toBe(true)
    expect(getStore(latch).getState()).toMatchObject({
      open: false,
      refusedCloseCount: 0,
      router: { view: 'Connect' },
    })
  })

  it('on a network the host did not configure, a view the host asks for is shown, not overridden', () => {
    connectedOn(latch, 'eip155:1')
    open(latch, { view: 'Networks' })
    expect(getStore(latch).getState()).toMatchObject({ open: true, router: { view: 'Networks' } })
  })

  it("the wallet's own move to a network the host lacks: an open modal shows UnsupportedChain, a closed one stays closed", () => {
    connectedOn(latch, 'eip155:31337')
    applyWalletChain(latch, { namespace: 'eip155', caipNetworkId: 'eip155:1' })
    expect(getStore(latch).getState()).toMatchObject({ open: false, activeCaipNetworkId: 'eip155:1' })
    open(latch, { view: 'Networks' })
    applyWalletChain(latch, { namespace: 'eip155', caipNetworkId: 'eip155:5' })
    expect(getStore(latch).getState()).toMatchObject({ open: true, router: { view: 'UnsupportedChain' } })
  })

  it('back pops the history; at the first view back closes the modal', () => {
    open(latch)
    navigate(latch, { view: 'AllWallets' })
    goBack(latch)
    expect(getStore(latch).getState()).toMatchObject({ open: true, router: { view: 'Connect', history: [] } })
    goBack(latch)
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('leaving a Connecting view forgets its pending request', () => {
    open(latch)
    navigate(latch, { view: 'ConnectingExternal', data: { connectorId: 'x' } })
    getStore(latch).setState({
      connecting: { connectorId: 'x', status: 'error', error: { code: 'C', message: 'Connection rejected' } },
    })
    goBack(latch)
    expect(getStore(latch).getState().connecting).toBeUndefined()
  })
})

describe('snackbar', () => {
  let latch: Latch
  beforeEach(() => {
    vi.useFakeTimers()
    latch = createLatch({ networks: [devnetA], storage: null })
  })
  afterEach(() => vi.useRealTimers())

  it('a message replacing an open one appears after a 150 ms gap', () => {
    showSnackbar(latch, { message: 'first', variant: 'success' })
    expect(getStore(latch).getState().snackbar).toMatchObject({ open: true, message: 'first' })
    showSnackbar(latch, { message: 'second', variant: 'error' })
    expect(getStore(latch).getState().snackbar.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(getStore(latch).getState().snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(getStore(latch).getState().snackbar).toMatchObject({
      open: true,
      message: 'second',
      variant: 'error',
    })
  })

  it('success, error and loading close by themselves; a loading snackbar asked to stay stays until closed', () => {
    for (const variant of ['success', 'error', 'loading'] as const) {
      showSnackbar(latch, { message: variant, variant })
      vi.advanceTimersByTime(60_000)
      expect(getStore(latch).getState().snackbar.open).toBe(false)
    }
    showSnackbar(latch, { message: 'waiting', variant: 'loading', autoClose: false })
    vi.advanceTimersByTime(60_000)
    expect(getStore(latch).getState().snackbar).toMatchObject({ open: true, variant: 'loading' })
    closeSnackbar(latch)
    expect(getStore(latch).getState().snackbar.open).toBe(false)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { ConnectionRejectedError } from '../errors/connection'
import { NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { StorageLike } from '../storage/createStorage'
import { multichainWallets, SOLANA_ADDRESS, solanaLocal } from '../test-support/multichainWallets'
import { devnetA, devnetB } from '../test-support/networks'
import { connect } from './connect'
import { mountLatch } from './mountLatch'
import { navigate } from './navigate'
import { open } from './open'
import { switchActiveChain } from './switchActiveChain'

const unmounts: (() => void)[] = []
/** Leaves the page: everything mounted stops, as on a reload. */
function leave() {
  for (const unmount of unmounts.splice(0)) unmount()
}
afterEach(leave)

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** A page with both namespaces configured and the wallets discovered; `storage` carries state across reloads. */
function page(wallets = multichainWallets(), storage: StorageLike | null = null): Latch {
  const latch = createLatch({
    networks: [devnetA, devnetB, solanaLocal],
    adapters: wallets.adapters,
    storage,
  })
  unmounts.push(mountLatch(latch))
  return latch
}

/** Connected on eip155 through `connectorId`, the modal on the network list as a person would reach it. */
async function connectedOnEip155(latch: Latch, connectorId = 'dual-eip155') {
  await connect(latch, { connectorId, namespace: 'eip155' })
  open(latch)
  navigate(latch, { view: 'Networks' })
  navigate(latch, { view: 'SwitchActiveChain', data: { caipNetworkId: solanaLocal.caipNetworkId } })
}

const summary = (latch: Latch) => {
  const s = getStore(latch).getState()
  return {
    activeNamespace: s.activeNamespace,
    activeCaipNetworkId: s.activeCaipNetworkId,
    activeConnectorIds: s.activeConnectorIds,
    eip155: s.accounts.eip155?.status,
    solana: s.accounts.solana?.status,
  }
}

describe('switchActiveChain (spec §2 SwitchActiveChain, §3 one active connector per namespace)', () => {
  it('the connected wallet also serves solana: it is asked to connect there, and both accounts are kept with solana active', async () => {
    const wallets = multichainWallets()
    const latch = page(wallets)
    await connectedOnEip155(latch)
    await switchActiveChain(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    expect(wallets.calls).toEqual(['connect dual-eip155', 'connect dual-solana'])
    expect(summary(latch)).toEqual({
      activeNamespace: 'solana',
      activeCaipNetworkId: solanaLocal.caipNetworkId,
      activeConnectorIds: { eip155: 'dual-eip155', solana: 'dual-solana' },
      eip155: 'connected',
      solana: 'connected',
    })
    expect(getStore(latch).getState().accounts.solana?.caipAddress).toBe(
      `${solanaLocal.caipNetworkId}:${SOLANA_ADDRESS}`,
    )
    // connecting closes the modal, as connect always does
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('switching back to a connected namespace activates it without asking the wallet, and shows Account', async () => {
    const wallets = multichainWallets()
    const latch = page(wallets)
    await connectedOnEip155(latch)
    await switchActiveChain(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    open(latch)
    navigate(latch, { view: 'Networks' })
    await switchActiveChain(latch, { caipNetworkId: devnetA.caipNetworkId })
    expect(wallets.calls).toEqual(['connect dual-eip155', 'connect dual-solana'])
    expect(summary(latch)).toMatchObject({ activeNamespace: 'eip155', activeCaipNetworkId: 'eip155:31337' })
    expect(getStore(latch).getState().router).toMatchObject({ view: 'Account', history: [] })
  })

  it("to another of that namespace's networks, the wallet is asked to switch after the namespace is back", async () => {
    const wallets = multichainWallets()
    const latch = page(wallets)
    await connectedOnEip155(latch)
    await switchActiveChain(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    await switchActiveChain(latch, { caipNetworkId: devnetB.caipNetworkId })
    expect(wallets.calls.at(-1)).toBe('switch eip155:31338')
    expect(summary(latch)).toMatchObject({ activeNamespace: 'eip155', activeCaipNetworkId: 'eip155:31338' })
    expect(getStore(latch).getState().accounts.solana?.status).toBe('connected')
  })

  it('refused in the wallet: the modal stays on eip155 as it was, and the refusal is shown on the view', async () => {
    const wallets = multichainWallets()
    wallets.switches.solana.refuse = true
    const latch = page(wallets)
    await connectedOnEip155(latch)
    const before = summary(latch)
    await expect(
      switchActiveChain(latch, { caipNetworkId: solanaLocal.caipNetworkId }),
    ).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(summary(latch)).toEqual(before)
    expect(getStore(latch).getState().router.view).toBe('SwitchActiveChain')
    expect(getStore(latch).getState().connecting).toMatchObject({
      connectorId: 'dual-solana',
      status: 'error',
    })
  })

  it('a wallet without solana: solana becomes active and disconnected, the modal shows Connect, the eip155 account is kept', async () => {
    const wallets = multichainWallets()
    const latch = page(wallets)
    await connectedOnEip155(latch, 'evm-only')
    await switchActiveChain(latch, { caipNetworkId: solanaLocal.caipNetworkId })
    expect(wallets.calls).toEqual(['connect evm-only'])
    expect(summary(latch)).toEqual({
      activeNamespace: 'solana',
      activeCaipNetworkId: solanaLocal.caipNetworkId,
      activeConnectorIds: { eip155: 'evm-only' },
      eip155: 'connected',
      solana: undefined,
    })
    expect(getStore(latch).getState().router).toMatchObject({ view: 'Connect', history: [] })
  })

  it("a network that is not configured is refused with NetworkNotFoundError and spec §8's 'Network Not Found' alert; nothing else changes", async () => {
    const latch = page()
    await connectedOnEip155(latch)
    const before = getStore(latch).getState()
    await expect(switchActiveChain(latch, { caipNetworkId: 'solana:unknown' })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
    const { alert, ...after } = getStore(latch).getState()
    expect(alert).toEqual({
      open: true,
      variant: 'error',
      message: 'Network Not Found',
      details: "solana:unknown is not one of this app's networks.",
    })
    const { alert: _closed, ...unchanged } = before
    expect(after).toEqual(unchanged)
  })
})

describe('a reload restores both namespaces (spec §3: one active connector kept per namespace)', () => {
  it('each namespace reconnects silently, and the one the page left off on stays active', async () => {
    const storage = memoryStorage()
    const wallets = multichainWallets()
    const first = page(wallets, storage)
    await connectedOnEip155(first)
    await switchActiveChain(first, { caipNetworkId: solanaLocal.caipNetworkId })
    // back on eip155, whose wallet answers first on reload: solana's later answer must not take over
    await switchActiveChain(first, { caipNetworkId: devnetB.caipNetworkId })
    leave()

    wallets.calls.length = 0
    const reloaded = page(wallets, storage)
    await vi.waitFor(() => expect(getStore(reloaded).getState().accounts.eip155?.status).toBe('connected'))
    await vi.waitFor(() => expect(getStore(reloaded).getState().accounts.solana?.status).toBe('connected'))
    expect(wallets.calls.sort()).toEqual(['reconnect dual-eip155', 'reconnect dual-solana'])
    expect(summary(reloaded)).toMatchObject({
      activeNamespace: 'eip155',
      activeCaipNetworkId: 'eip155:31338',
      activeConnectorIds: { eip155: 'dual-eip155', solana: 'dual-solana' },
    })
  })

  it("the active namespace's wallet no longer grants access: the other namespace's account becomes the active one", async () => {
    const storage = memoryStorage()
    const first = page(multichainWallets(), storage)
    await connectedOnEip155(first)
    await switchActiveChain(first, { caipNetworkId: solanaLocal.caipNetworkId })
    leave()

    const wallets = multichainWallets()
    wallets.switches.solana.revoked = true
    const reloaded = page(wallets, storage)
    await vi.waitFor(() => expect(getStore(reloaded).getState().activeNamespace).toBe('eip155'))
    expect(summary(reloaded)).toMatchObject({
      activeCaipNetworkId: 'eip155:31337',
      activeConnectorIds: { eip155: 'dual-eip155' },
      eip155: 'connected',
      solana: undefined,
    })
  })
})

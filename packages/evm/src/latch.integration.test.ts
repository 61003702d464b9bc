// Core's actions driving the real EVM adapter, the real dev wallet and two real anvil chains.

import {
  ConnectionRejectedError,
  ConnectionTimeoutError,
  connect,
  createLatch,
  disconnect,
  FailedToConnectError,
  type Latch,
  mountLatch,
  switchNetwork,
} from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS, startAnvil } from '@latch/devnet'
import {
  announceDevWallet,
  createDevWallet,
  type DevWallet,
  type DevWalletFaults,
} from '@latch/devnet/wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const WALLET_ID = 'dev.latch.devnet-wallet'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

let chains: Awaited<ReturnType<typeof startAnvil>>[] = []
beforeAll(async () => {
  chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all(chains.map((c) => c.stop()))
})

/** One "page": a wallet announcing on its own window, and a mounted Latch instance. */
interface Page {
  latch: Latch
  wallet: DevWallet
  prompts: string[]
  unmount: () => void
}
const pages: Page[] = []
afterEach(() => {
  for (const page of pages.splice(0)) page.unmount()
})

async function openPage(
  options: {
    answer?: boolean
    faults?: DevWalletFaults
    walletStorage?: ReturnType<typeof memoryStorage>
    latchStorage?: ReturnType<typeof memoryStorage>
    connectTimeoutMs?: number
  } = {},
): Promise<Page> {
  const target = new EventTarget()
  const prompts: string[] = []
  const wallet = createDevWallet({
    chains: [
      { id: 31337, name: 'Latch Devnet', rpcUrl: chains[0]!.url },
      { id: 31338, name: 'Latch Devnet B', rpcUrl: chains[1]!.url },
      { id: 1, name: 'Ethereum' },
    ],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async (request) => {
      prompts.push(request.kind)
      return options.answer ?? true
    },
    storage: options.walletStorage ?? memoryStorage(),
    faults: options.faults,
  })
  const stopAnnouncing = announceDevWallet(wallet, target)
  const latch = createLatch({
    networks: [
      { caipNetworkId: 'eip155:31337', name: 'Latch Devnet', rpcUrl: chains[0]!.url, nativeCurrency: ether },
      {
        caipNetworkId: 'eip155:31338',
        name: 'Latch Devnet B',
        rpcUrl: chains[1]!.url,
        nativeCurrency: ether,
      },
    ],
    adapters: [createEvmAdapter({ target, connectTimeoutMs: options.connectTimeoutMs })],
    storage: options.latchStorage ?? memoryStorage(),
  })
  const unmountLatch = mountLatch(latch)
  const page = {
    latch,
    wallet,
    prompts,
    unmount: () => {
      unmountLatch()
      stopAnnouncing()
    },
  }
  pages.push(page)
  await vi.waitFor(() => expect(getStore(latch).getState().connectors.eip155?.[0]?.id).toBe(WALLET_ID))
  return page
}

const snapshotOf = (latch: Latch) => {
  const { accounts, activeConnectorIds, recentWallets, connections, activeCaipNetworkId } =
    getStore(latch).getState()
  return { accounts, activeConnectorIds, recentWallets, connections, activeCaipNetworkId }
}

describe('connecting through core with the real EVM adapter and dev wallet', () => {
  it('connect records the account, the active connector, the recent wallet and the balance floored to 3 decimals', async () => {
    const { latch, prompts } = await openPage()
    await connect(latch, { connectorId: WALLET_ID })
    const state = getStore(latch).getState()
    expect(prompts).toEqual(['connect'])
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: DEVNET_ADDRESSES[0],
      caipAddress: `eip155:31337:${DEVNET_ADDRESSES[0]}`,
    })
    expect(state.activeConnectorIds).toEqual({ eip155: WALLET_ID })
    expect(state.connections.eip155).toEqual([
      { connectorId: WALLET_ID, accounts: [{ address: DEVNET_ADDRESSES[0] }] },
    ])
    expect(state.recentWallets.map((w) => w.id)).toEqual([WALLET_ID])
    await vi.waitFor(() => expect(getStore(latch).getState().accounts.eip155?.balance).toBe('10000.000'))
    expect(getStore(latch).getState().accounts.eip155?.balanceSymbol).toBe('ETH')
  })

  it('a rejected connection throws ConnectionRejectedError and leaves the store as it was', async () => {
    const { latch } = await openPage({ answer: false })
    const before = snapshotOf(latch)
    await expect(connect(latch, { connectorId: WALLET_ID })).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(snapshotOf(latch)).toEqual(before)
    expect(getStore(latch).getState().connecting).toMatchObject({
      status: 'error',
      error: { message: 'Connection rejected' },
    })
  })

  it.each([
    ['throws', { connect: 'throw' } as const, FailedToConnectError],
    ['answers garbage', { connect: 'garbage' } as const, FailedToConnectError],
    ['hangs past the timeout', { connect: 'hang' } as const, ConnectionTimeoutError],
  ])('a wallet that %s leaves the store as it was and says why', async (_, faults, errorClass) => {
    const { latch } = await openPage({ faults, connectTimeoutMs: 300 })
    const before = snapshotOf(latch)
    await expect(connect(latch, { connectorId: WALLET_ID })).rejects.toBeInstanceOf(errorClass)
    expect(snapshotOf(latch)).toEqual(before)
    expect(getStore(latch).getState().connecting?.status).toBe('error')
  })

  it('a reload restores the connection silently; after disconnect it does not', async () => {
    const walletStorage = memoryStorage()
    const latchStorage = memoryStorage()
    const first = await openPage({ walletStorage, latchStorage })
    await connect(first.latch, { connectorId: WALLET_ID })
    first.unmount()

    const reloaded = await openPage({ walletStorage, latchStorage })
    await vi.waitFor(() =>
      expect(getStore(reloaded.latch).getState().accounts.eip155?.status).toBe('connected'),
    )
    expect(reloaded.prompts).toEqual([])

    await disconnect(reloaded.latch)
    expect(getStore(reloaded.latch).getState().accounts).toEqual({})
    reloaded.unmount()

    const again = await openPage({ walletStorage, latchStorage })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(getStore(again.latch).getState().accounts).toEqual({})
    expect(getStore(again.latch).getState().loading).toBe(false)
  })

  it('switchNetwork moves the wallet and the state to the other chain', async () => {
    const { latch, wallet } = await openPage()
    await connect(latch, { connectorId: WALLET_ID })
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(wallet.chainId).toBe(31338)
    expect(getStore(latch).getState().activeCaipNetworkId).toBe('eip155:31338')
    expect(getStore(latch).getState().accounts.eip155?.caipAddress).toBe(
      `eip155:31338:${DEVNET_ADDRESSES[0]}`,
    )
  })

  it("the wallet's own move to an unsupported chain does not pop the closed modal open; open() then shows UnsupportedChain", async () => {
    const { latch, wallet } = await openPage()
    await connect(latch, { connectorId: WALLET_ID })
    wallet.switchChain(1)
    await vi.waitFor(() => expect(getStore(latch).getState().activeCaipNetworkId).toBe('eip155:1'))
    expect(getStore(latch).getState().open).toBe(false)
    open(latch)
    expect(getStore(latch).getState().router.view).toBe('UnsupportedChain')
    await switchNetwork(latch, { caipNetworkId: 'eip155:31337' })
    expect(getStore(latch).getState()).toMatchObject({ open: false, activeCaipNetworkId: 'eip155:31337' })
  })

  it('the wallet revoking access disconnects', async () => {
    const { latch, wallet } = await openPage()
    await connect(latch, { connectorId: WALLET_ID })
    wallet.revokeAccess()
    await vi.waitFor(() => expect(getStore(latch).getState().accounts).toEqual({}))
    expect(getStore(latch).getState().activeConnectorIds).toEqual({})
  })
})

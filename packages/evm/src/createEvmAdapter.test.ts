import {
  type AdapterEvents,
  ConnectionRejectedError,
  ConnectionTimeoutError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  type Network,
  UnsupportedMethodError,
} from '@latch/core'
import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import {
  announceDevWallet,
  type CreateDevWalletParameters,
  createDevWallet,
  DEV_WALLET_RDNS,
  type DevWallet,
  type DevWalletStorage,
  ProviderRpcError,
} from '@latch/devnet/wallet'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapterOptions } from './createEvmAdapter'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: Awaited<ReturnType<typeof startAnvilNetwork>>['anvil']
let network: Network
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ anvil, network } = await startAnvilNetwork())
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type Events = { [K in keyof AdapterEvents]-?: Mock<NonNullable<AdapterEvents[K]>> }

function devWallet(overrides: Partial<CreateDevWalletParameters> = {}): DevWallet {
  return createDevWallet({
    chains: [
      { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url },
      { id: 31338, name: 'Latch Devnet B' },
    ],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async () => true,
    ...overrides,
  })
}

/** An adapter on a fresh EventTarget where `wallet` (if any) announces itself, set up like core does. */
function start(wallet?: DevWallet, options: EvmAdapterOptions = {}) {
  const target: EventTarget & { ethereum?: unknown } = new EventTarget()
  if (wallet) cleanups.push(announceDevWallet(wallet, target))
  const adapter = createEvmAdapter({ target, ...options })
  const events: Events = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnect: vi.fn(),
    approvalChanged: vi.fn(),
  }
  const onConnectors = vi.fn()
  const cleanup = adapter.setup({ networks: [network], onConnectors, events })
  cleanups.push(cleanup)
  return { target, adapter, events, onConnectors, cleanup }
}

/** Wraps the dev wallet so one method fails the way another wallet's does. */
function withFailingMethod(wallet: DevWallet, method: string, error: unknown): DevWallet {
  return new Proxy(wallet, {
    get(target, key, receiver) {
      if (key !== 'request') return Reflect.get(target, key, receiver)
      return (args: { method: string; params?: unknown }) =>
        args.method === method ? Promise.reject(error) : target.request(args as never)
    },
  })
}

describe('createEvmAdapter: setup', () => {
  it('is the eip155 adapter', () => {
    expect(createEvmAdapter().namespace).toBe('eip155')
  })

  it('reports the announced dev wallet through onConnectors', () => {
    const wallet = devWallet()
    const { onConnectors } = start(wallet)
    expect(onConnectors).toHaveBeenCalledTimes(1)
    expect(onConnectors.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ id: DEV_WALLET_RDNS, type: 'ANNOUNCED', chain: 'eip155', provider: wallet }),
    ])
  })

  it('reports no connectors without a target and outside a browser', () => {
    const onConnectors = vi.fn()
    const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
    createEvmAdapter().setup({ networks: [], onConnectors, events })()
    expect(onConnectors).toHaveBeenCalledWith([])
  })

  it('forgets its connectors on cleanup', async () => {
    const { adapter, cleanup } = start(devWallet())
    cleanup()
    await expect(adapter.connect({ connectorId: DEV_WALLET_RDNS, network })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })
})

describe('createEvmAdapter: connect', () => {
  it('connects after the wallet approves: checksummed address and the CAIP-2 chain', async () => {
    const approve = vi.fn(async () => true)
    const { adapter } = start(devWallet({ approve }))
    const connection = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    expect(connection).toEqual({
      connectorId: DEV_WALLET_RDNS,
      address: ACCOUNT_0,
      caipNetworkId: 'eip155:31337',
    })
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'connect', method: 'eth_requestAccounts' }),
    )
  })

  it("reports the wallet's own chain, even one the host did not configure, without switching", async () => {
    const wallet = devWallet({
      chains: [
        { id: 31338, name: 'Latch Devnet B' },
        { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url },
      ],
    })
    const { adapter } = start(wallet)
    const connection = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    expect(connection.caipNetworkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)
  })

  it('connects through the injected window.ethereum fallback', async () => {
    const target: EventTarget & { ethereum?: unknown } = new EventTarget()
    target.ethereum = devWallet()
    const adapter = createEvmAdapter({ target })
    const onConnectors = vi.fn()
    cleanups.push(
      adapter.setup({
        networks: [network],
        onConnectors,
        events: { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() },
      }),
    )
    expect(onConnectors.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ id: 'injected', type: 'INJECTED' }),
    ])
    await expect(adapter.connect({ connectorId: 'injected', network })).resolves.toMatchObject({
      connectorId: 'injected',
      address: ACCOUNT_0,
    })
  })

  it("rejects with 'Connection rejected' (CONNECTION_REJECTED) when the user says no", async () => {
    const { adapter } = start(devWallet({ approve: async () => false }))
    const error = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toMatchObject({ code: 'CONNECTION_REJECTED', shortMessage: 'Connection rejected' })
  })

  it("rejects with 'Failed to connect' and the cause when the wallet throws", async () => {
    const { adapter } = start(devWallet({ faults: { connect: 'throw' } }))
    const error = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToConnectError)
    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT', shortMessage: 'Failed to connect' })
    const latchError = error as FailedToConnectError
    expect(latchError.walk()).toMatchObject({ message: 'Dev wallet fault: connect threw.' })
    expect(latchError.details).toContain('Dev wallet fault: connect threw.')
  })

  it("rejects with 'Failed to connect' and the answer in details when the wallet answers garbage", async () => {
    const { adapter } = start(devWallet({ faults: { connect: 'garbage' } }))
    const error = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToConnectError)
    expect((error as FailedToConnectError).details).toBe(
      'The wallet answered eth_requestAccounts with {"accounts":42}, not a list of addresses.',
    )
  })

  it("rejects with 'Failed to connect' when eth_chainId is not a hex string", async () => {
    const wallet = devWallet()
    const odd = new Proxy(wallet, {
      get(target, key, receiver) {
        if (key !== 'request') return Reflect.get(target, key, receiver)
        return (args: { method: string }) =>
          args.method === 'eth_chainId' ? Promise.resolve(31337) : target.request(args)
      },
    })
    const { adapter } = start(odd)
    const error = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToConnectError)
    expect((error as FailedToConnectError).details).toContain('eth_chainId with 31337')
  })

  it('rejects with ConnectionTimeoutError when the wallet never answers', async () => {
    const { adapter } = start(devWallet({ faults: { connect: 'hang' } }), { connectTimeoutMs: 50 })
    const error = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionTimeoutError)
    expect(error).toMatchObject({ code: 'CONNECTION_TIMEOUT' })
  })

  it('rejects with ConnectorNotFoundError for an unknown connector', async () => {
    const { adapter } = start(devWallet())
    await expect(adapter.connect({ connectorId: 'io.unknown', network })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })

  it('connects, then reads the connected account balance from the chain', async () => {
    const { adapter } = start(devWallet())
    const { address } = await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    await expect(adapter.getBalance({ address, network })).resolves.toMatchObject({
      value: parseEther('10000'),
    })
  })
})

describe('createEvmAdapter: reconnect', () => {
  it('restores an authorized connection without prompting', async () => {
    const approve = vi.fn(async () => true)
    const wallet = devWallet({ approve })
    const { adapter } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    const connection = await adapter.reconnect({ connectorId: DEV_WALLET_RDNS })
    expect(connection).toEqual({
      connectorId: DEV_WALLET_RDNS,
      address: ACCOUNT_0,
      caipNetworkId: 'eip155:31337',
    })
    expect(approve).toHaveBeenCalledTimes(1)
  })

  it('restores the connection after a page reload (new adapter, wallet state from storage)', async () => {
    const saved = new Map<string, string>()
    const storage: DevWalletStorage = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    }
    await start(devWallet({ storage })).adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    const approve = vi.fn(async () => true)
    const { adapter } = start(devWallet({ storage, approve }))
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
    expect(approve).not.toHaveBeenCalled()
  })

  it('gives undefined when the wallet never authorized this page', async () => {
    const { adapter } = start(devWallet())
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
  })

  it('gives undefined after the wallet revoked access', async () => {
    const wallet = devWallet()
    const { adapter } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    wallet.revokeAccess()
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
  })

  it('waits for a wallet that announces itself shortly after setup', async () => {
    const wallet = devWallet()
    await start(wallet).adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    const { adapter, target } = start()
    setTimeout(() => cleanups.push(announceDevWallet(wallet, target)), 100)
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('gives undefined when the wallet does not show up within 1 s', async () => {
    const { adapter } = start()
    const started = Date.now()
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
  })
})

describe('createEvmAdapter: wallet events', () => {
  it("forwards the wallet's own chain switch as chainChanged with the CAIP-2 id", async () => {
    const wallet = devWallet()
    const { adapter, events } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    wallet.switchChain(31338)
    expect(events.chainChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, 'eip155:31338')
  })

  it('forwards revoked access as accountsChanged [] then disconnect', async () => {
    const wallet = devWallet()
    const { adapter, events } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    wallet.revokeAccess()
    expect(events.accountsChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, [])
    expect(events.disconnect).toHaveBeenCalledWith(DEV_WALLET_RDNS)
  })

  it('forwards events after reconnect too', async () => {
    const wallet = devWallet()
    await start(wallet).adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    const { adapter, events } = start(wallet)
    await adapter.reconnect({ connectorId: DEV_WALLET_RDNS })
    wallet.switchChain(31338)
    expect(events.chainChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, 'eip155:31338')
  })

  it('subscribes once even when connect is called twice', async () => {
    const wallet = devWallet()
    const { adapter, events } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    wallet.switchChain(31338)
    expect(events.chainChanged).toHaveBeenCalledTimes(1)
  })

  it('forwards nothing before connect', () => {
    const wallet = devWallet()
    const { events } = start(wallet)
    wallet.switchChain(31338)
    expect(events.chainChanged).not.toHaveBeenCalled()
  })

  it('forwards nothing after cleanup', async () => {
    const wallet = devWallet()
    const { adapter, events, cleanup } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    cleanup()
    wallet.switchChain(31338)
    wallet.revokeAccess()
    expect(events.chainChanged).not.toHaveBeenCalled()
    expect(events.accountsChanged).not.toHaveBeenCalled()
    expect(events.disconnect).not.toHaveBeenCalled()
  })
})

describe('createEvmAdapter: disconnect', () => {
  it('stops listening and revokes the permission, so the next connect prompts again', async () => {
    const approve = vi.fn(async () => true)
    const wallet = devWallet({ approve })
    const { adapter, events } = start(wallet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    await adapter.disconnect({ connectorId: DEV_WALLET_RDNS })
    expect(wallet.isAuthorized).toBe(false)
    wallet.switchChain(31338)
    expect(events.chainChanged).not.toHaveBeenCalled()
    expect(events.accountsChanged).not.toHaveBeenCalled()
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    expect(approve).toHaveBeenCalledTimes(2)
  })

  it.each([
    [
      '4200 (unsupported method)',
      new ProviderRpcError(4200, 'The Provider does not support the requested method.'),
    ],
    ['-32601 (method not found)', new ProviderRpcError(-32601, 'Method not found')],
  ])('ignores %s from wallets without wallet_revokePermissions', async (_, failure) => {
    const wallet = devWallet()
    const { adapter, events } = start(withFailingMethod(wallet, 'wallet_revokePermissions', failure))
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    await expect(adapter.disconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
    wallet.switchChain(31338)
    expect(events.chainChanged).not.toHaveBeenCalled()
  })

  it("rejects with 'Failed to disconnect' on another wallet error, having stopped listening", async () => {
    const wallet = devWallet()
    const failure = new ProviderRpcError(-32603, 'Wallet exploded')
    const { adapter, events } = start(withFailingMethod(wallet, 'wallet_revokePermissions', failure))
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
    const error = await adapter.disconnect({ connectorId: DEV_WALLET_RDNS }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect', details: 'Wallet exploded' })
    wallet.switchChain(31338)
    expect(events.chainChanged).not.toHaveBeenCalled()
  })

  it('does not wait for a wallet that never answers wallet_revokePermissions', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const wallet = devWallet()
      const silent = new Proxy(wallet, {
        get(target, key, receiver) {
          if (key !== 'request') return Reflect.get(target, key, receiver)
          return (args: { method: string }) =>
            args.method === 'wallet_revokePermissions' ? new Promise(() => {}) : target.request(args)
        },
      })
      const { adapter } = start(silent)
      await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
      const done = adapter.disconnect({ connectorId: DEV_WALLET_RDNS })
      await vi.advanceTimersByTimeAsync(3_000)
      await expect(done).resolves.toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('createEvmAdapter: account types', () => {
  it('a browser wallet, with one kind of account, is connected with no account type and refuses a switch of type', async () => {
    const { adapter } = start(devWallet())
    const connection = await adapter.connect({
      connectorId: DEV_WALLET_RDNS,
      network,
      preferredAccountType: 'smartAccount',
    })
    expect(connection).not.toHaveProperty('accountType')
    const error = await adapter
      .switchAccountType?.({ connectorId: DEV_WALLET_RDNS, network, type: 'smartAccount' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsupportedMethodError)
    expect(error).toMatchObject({ details: `${DEV_WALLET_RDNS} has a single kind of account.` })
  })
})

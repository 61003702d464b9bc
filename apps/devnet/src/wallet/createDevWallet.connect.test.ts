import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '../accounts'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { createDevWallet } from './createDevWallet'
import { createMemoryStorage } from './createMemoryStorage'
import { DEV_WALLET_STORAGE_KEY, type DevWalletStorage } from './persistedState'
import { ProviderRpcError } from './providerRpcError'
import type { ApprovalRequest, DevWalletFaults } from './types'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil.stop()
})

const ORIGIN = 'http://127.0.0.1:5173'

function setup(options: { answer?: boolean; storage?: DevWalletStorage; faults?: DevWalletFaults } = {}) {
  const approvals: ApprovalRequest[] = []
  const events: [string, unknown][] = []
  const wallet = createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async (request) => {
      approvals.push(request)
      return options.answer ?? true
    },
    storage: options.storage ?? createMemoryStorage(),
    origin: ORIGIN,
    ...(options.faults ? { faults: options.faults } : {}),
  })
  for (const event of ['connect', 'disconnect', 'chainChanged', 'accountsChanged'] as const) {
    wallet.on(event, (payload) => events.push([event, payload]))
  }
  return { wallet, approvals, events }
}

describe('createDevWallet: connecting', () => {
  it('eth_accounts is empty before authorization and never prompts', async () => {
    const { wallet, approvals } = setup()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.isAuthorized).toBe(false)
    expect(approvals).toEqual([])
  })

  it('eth_requestAccounts asks to connect; approved, it returns the account and emits connect and accountsChanged', async () => {
    const { wallet, approvals, events } = setup()
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([DEVNET_ADDRESSES[0]])
    expect(approvals).toEqual([
      {
        kind: 'connect',
        method: 'eth_requestAccounts',
        origin: ORIGIN,
        summary: `Connect to ${ORIGIN}`,
        params: undefined,
      },
    ])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [DEVNET_ADDRESSES[0]]],
    ])
    expect(wallet.isAuthorized).toBe(true)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([DEVNET_ADDRESSES[0]])
    // Authorized: no second prompt.
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([DEVNET_ADDRESSES[0]])
    expect(approvals).toHaveLength(1)
  })

  it('two eth_requestAccounts at once share one prompt', async () => {
    const { wallet, approvals } = setup()
    const [a, b] = await Promise.all([
      wallet.request({ method: 'eth_requestAccounts' }),
      wallet.request({ method: 'eth_requestAccounts' }),
    ])
    expect(a).toEqual([DEVNET_ADDRESSES[0]])
    expect(b).toEqual([DEVNET_ADDRESSES[0]])
    expect(approvals).toHaveLength(1)
  })

  it('rejected, it throws EIP-1193 4001 and nothing is authorized', async () => {
    const storage = createMemoryStorage()
    const { wallet, events } = setup({ answer: false, storage })
    const error = await wallet.request({ method: 'eth_requestAccounts' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.isAuthorized).toBe(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(events).toEqual([])
    expect(setup({ storage }).wallet.isAuthorized).toBe(false)
  })

  it('a failing approve (the prompt broke) is an internal error, not an approval', async () => {
    const wallet = createDevWallet({
      chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
      privateKey: DEVNET_PRIVATE_KEYS[0],
      approve: () => Promise.reject(new Error('no document')),
    })
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: -32603 })
    expect(wallet.isAuthorized).toBe(false)
  })

  it('authorization and chain are saved under latch-devnet-wallet:v1 and restored by a fresh wallet on the same storage', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.wallet.request({ method: 'eth_requestAccounts' })
    expect(JSON.parse(storage.getItem(DEV_WALLET_STORAGE_KEY) ?? 'null')).toMatchObject({
      authorized: true,
      chainId: 31337,
    })

    const reloaded = setup({ storage })
    expect(reloaded.wallet.isAuthorized).toBe(true)
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([DEVNET_ADDRESSES[0]])
    expect(await reloaded.wallet.request({ method: 'eth_requestAccounts' })).toEqual([DEVNET_ADDRESSES[0]])
    expect(reloaded.approvals).toEqual([])

    // Another storage is another browser profile: nothing carried over.
    expect(setup().wallet.isAuthorized).toBe(false)
  })

  it('unreadable storage is ignored', () => {
    const storage = createMemoryStorage()
    storage.setItem(DEV_WALLET_STORAGE_KEY, '{not json')
    const { wallet } = setup({ storage })
    expect(wallet.isAuthorized).toBe(false)
    expect(wallet.chainId).toBe(31337)
  })

  it('revokeAccess forgets the site (also in storage) and emits accountsChanged [] then disconnect (4900)', async () => {
    const storage = createMemoryStorage()
    const { wallet, events } = setup({ storage })
    await wallet.request({ method: 'eth_requestAccounts' })
    events.length = 0
    wallet.revokeAccess()
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(wallet.isAuthorized).toBe(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(setup({ storage }).wallet.isAuthorized).toBe(false)
    wallet.revokeAccess() // already revoked: no events
    expect(events).toHaveLength(2)
  })

  it('EIP-2255 permissions: request prompts, get lists eth_accounts, revoke forgets', async () => {
    const { wallet, approvals, events } = setup()
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(approvals.map((request) => request.kind)).toEqual(['connect'])
    expect(granted).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        invoker: ORIGIN,
        caveats: [{ type: 'restrictReturnedAccounts', value: [DEVNET_ADDRESSES[0]] }],
      }),
    ])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(wallet.isAuthorized).toBe(false)
    expect(events.at(-2)).toEqual(['accountsChanged', []])
  })

  it('listeners can be removed', async () => {
    const { wallet } = setup()
    const seen: unknown[] = []
    const listener = (accounts: unknown) => seen.push(accounts)
    wallet.on('accountsChanged', listener).removeListener('accountsChanged', listener)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(seen).toEqual([])
  })
})

describe('createDevWallet: connect faults', () => {
  it("'throw' makes eth_requestAccounts throw a plain Error, not an RPC error", async () => {
    const { wallet, approvals } = setup({ faults: { connect: 'throw' } })
    const error = await wallet.request({ method: 'eth_requestAccounts' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(ProviderRpcError)
    expect((error as { code?: unknown }).code).toBeUndefined()
    expect(approvals).toEqual([])
    expect(wallet.isAuthorized).toBe(false)
  })

  it("'hang' never settles", async () => {
    const { wallet, approvals } = setup({ faults: { connect: 'hang' } })
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still pending'), 200))
    const outcome = await Promise.race([
      wallet.request({ method: 'eth_requestAccounts' }).then(
        () => 'resolved',
        () => 'rejected',
      ),
      timeout,
    ])
    expect(outcome).toBe('still pending')
    expect(approvals).toEqual([])
  })

  it("'garbage' resolves with a non-array junk value", async () => {
    const { wallet } = setup({ faults: { connect: 'garbage' } })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual({ accounts: 42 })
    expect(wallet.isAuthorized).toBe(false)
  })

  it('setFaults changes the behaviour later, and {} restores it', async () => {
    const { wallet } = setup()
    wallet.setFaults({ connect: 'garbage' })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual({ accounts: 42 })
    wallet.setFaults({})
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([DEVNET_ADDRESSES[0]])
  })

  it('a fault applies even when already authorized (only eth_requestAccounts is affected)', async () => {
    const { wallet } = setup()
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.setFaults({ connect: 'throw' })
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toThrow(Error)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([DEVNET_ADDRESSES[0]])
  })
})

describe('createDevWallet: arguments', () => {
  it('needs at least one chain', () => {
    expect(() =>
      createDevWallet({ chains: [], privateKey: DEVNET_PRIVATE_KEYS[0], approve: async () => true }),
    ).toThrow('at least one chain')
  })

  it('rejects a request without a method with -32602', async () => {
    const { wallet } = setup()
    await expect(wallet.request({} as { method: string })).rejects.toMatchObject({ code: -32602 })
  })
})

import { type Network, UnsupportedChainError, UserRejectedRequestError } from '@latch/core'
import { DEVNET_PRIVATE_KEYS, startAnvil } from '@latch/devnet'
import {
  announceDevWallet,
  type CreateDevWalletParameters,
  createDevWallet,
  DEV_WALLET_RDNS,
  type DevWallet,
  ProviderRpcError,
} from '@latch/devnet/wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

let anvilA: Awaited<ReturnType<typeof startAnvil>>
let anvilB: Awaited<ReturnType<typeof startAnvil>>
let networkA: Network
let networkB: Network
const cleanups: (() => void)[] = []

function anvilNetwork(chainId: number, rpcUrl: string): Network {
  return {
    id: chainId,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    name: `Latch Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl,
    blockExplorer: { name: 'Local explorer', url: 'http://127.0.0.1:1/explorer' },
  }
}

beforeAll(async () => {
  // Two real chains: the add-chain path makes the wallet check that the RPC URL serves the chain id.
  ;[anvilA, anvilB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  networkA = anvilNetwork(31337, anvilA.url)
  networkB = anvilNetwork(31338, anvilB.url)
})
afterAll(async () => {
  await Promise.all([anvilA?.stop(), anvilB?.stop()])
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function devWallet(overrides: Partial<CreateDevWalletParameters> = {}): DevWallet {
  return createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvilA.url }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async () => true,
    ...overrides,
  })
}

/** A connected adapter over `provider` (announced under the dev wallet's rdns). */
async function connected(provider: DevWallet) {
  const target = new EventTarget()
  cleanups.push(announceDevWallet(provider, target))
  const adapter = createEvmAdapter({ target })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  cleanups.push(adapter.setup({ networks: [networkA, networkB], onConnectors: () => {}, events }))
  await adapter.connect({ connectorId: DEV_WALLET_RDNS, network: networkA })
  return { adapter, events }
}

/** Wraps the dev wallet so its 4902 comes nested the way MetaMask Mobile sends it. */
function withNested4902(wallet: DevWallet): DevWallet {
  return new Proxy(wallet, {
    get(target, key, receiver) {
      if (key !== 'request') return Reflect.get(target, key, receiver)
      return (args: { method: string; params?: unknown }) =>
        target.request(args as never).catch((error: unknown) => {
          if (error instanceof ProviderRpcError && error.code === 4902) {
            throw new ProviderRpcError(-32603, 'Internal JSON-RPC error.', {
              data: { originalError: { code: 4902, message: error.message } },
            })
          }
          throw error
        })
    },
  })
}

describe('switchNetwork', () => {
  it('switches to a chain the wallet knows, and the wallet reports chainChanged', async () => {
    const approve = vi.fn(async () => true)
    const wallet = devWallet({
      approve,
      chains: [
        { id: 31337, name: 'Latch Devnet', rpcUrl: anvilA.url },
        { id: 31338, name: 'Latch Devnet B', rpcUrl: anvilB.url },
      ],
    })
    const { adapter, events } = await connected(wallet)
    await adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: networkB })
    expect(wallet.chainId).toBe(31338)
    expect(events.chainChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, 'eip155:31338')
    expect(approve).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'addChain' }))
  })

  it('adds a chain the wallet does not know (4902) from the network config, then switches', async () => {
    const approve = vi.fn(async () => true)
    const wallet = devWallet({ approve })
    const { adapter, events } = await connected(wallet)
    await adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: networkB })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.chains).toContainEqual({ id: 31338, name: 'Latch Devnet 31338', rpcUrl: anvilB.url })
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'addChain',
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Latch Devnet 31338',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [anvilB.url],
            blockExplorerUrls: ['http://127.0.0.1:1/explorer'],
          },
        ],
      }),
    )
    expect(events.chainChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, 'eip155:31338')
  })

  it('also adds the chain when 4902 comes nested in data.originalError (MetaMask Mobile)', async () => {
    const wallet = devWallet()
    const { adapter } = await connected(withNested4902(wallet))
    await adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: networkB })
    expect(wallet.chainId).toBe(31338)
  })

  it('rejects with the user-rejected error (4001) when the user refuses to add the chain', async () => {
    const wallet = devWallet({ approve: async ({ kind }) => kind !== 'addChain' })
    const { adapter, events } = await connected(wallet)
    const error = await adapter
      .switchNetwork({ connectorId: DEV_WALLET_RDNS, network: networkB })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED' })
    expect(wallet.chainId).toBe(31337)
    expect(events.chainChanged).not.toHaveBeenCalled()
  })

  it('maps a wallet refusing the added chain via fromRpcError (-32602 when the RPC serves another chain)', async () => {
    const wallet = devWallet()
    const { adapter } = await connected(wallet)
    const wrongRpc = { ...networkB, rpcUrl: anvilA.url }
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: wrongRpc }),
    ).rejects.toMatchObject({
      code: 'RPC_INVALID_PARAMS',
    })
    expect(wallet.chainId).toBe(31337)
  })

  it('maps other switch errors via fromRpcError without trying to add the chain', async () => {
    const approve = vi.fn(async () => true)
    const wallet = devWallet({ approve })
    const failing = new Proxy(wallet, {
      get(target, key, receiver) {
        if (key !== 'request') return Reflect.get(target, key, receiver)
        return (args: { method: string; params?: unknown }) =>
          args.method === 'wallet_switchEthereumChain'
            ? Promise.reject(new ProviderRpcError(4100, 'Unauthorized'))
            : target.request(args as never)
      },
    })
    const { adapter } = await connected(failing)
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: networkB }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    expect(approve).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'addChain' }))
  })

  it("rejects with 'Unsupported chain' for a network of another namespace, asking the wallet nothing", async () => {
    const wallet = devWallet()
    const { adapter, events } = await connected(wallet)
    const solana: Network = {
      ...networkB,
      id: 'mainnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:mainnet',
    }
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET_RDNS, network: solana }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
    expect(events.chainChanged).not.toHaveBeenCalled()
  })

  it('rejects with ConnectorNotFoundError for an unknown connector', async () => {
    const { adapter } = await connected(devWallet())
    await expect(
      adapter.switchNetwork({ connectorId: 'io.unknown', network: networkB }),
    ).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
    })
  })
})

// Core's actions driving the Solana adapter, the dev wallet and a real local cluster (Surfpool): a check
// that core takes a `solana:` network and namespace end to end.

import { connect, createLatch, disconnect, type Latch, mountLatch, signMessage } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { type StartDevnetSolanaReturnType, startDevnetSolana } from '@latch/devnet'
import {
  createSolanaDevWallet,
  type DevWalletStorage,
  SOLANA_DEV_WALLET_STORAGE_KEY,
  SOLANA_DEVNET_ADDRESSES,
  SOLANA_DEVNET_KEYS,
} from '@latch/devnet/wallet'
import { getBase58Encoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

let solana: StartDevnetSolanaReturnType
beforeAll(async () => {
  solana = await startDevnetSolana({ fixtures: false })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

// Account 3: funded with the start balance, 100 SOL, and touched by nothing else.
const KEY = SOLANA_DEVNET_KEYS[3]
const ADDRESS = SOLANA_DEVNET_ADDRESSES[3]

function memoryStorage(): DevWalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** One "page": the dev wallet registered over wallet-standard and a mounted Latch on the local cluster. */
async function openPage(options: { walletStorage?: DevWalletStorage; latchStorage?: DevWalletStorage } = {}) {
  const prompts: string[] = []
  const wallet = await createSolanaDevWallet({
    cluster: solana,
    key: KEY,
    approve: async (request) => {
      prompts.push(request.kind)
      return true
    },
    storage: options.walletStorage ?? memoryStorage(),
  })
  const unregister = getWallets().register(wallet)
  const latch: Latch = createLatch({
    networks: [
      {
        caipNetworkId: solana.caipNetworkId,
        name: 'Solana Local',
        rpcUrl: solana.rpcUrl,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
    ],
    adapters: [createSolanaAdapter({ target: {} })],
    storage: options.latchStorage ?? memoryStorage(),
  })
  const unmount = mountLatch(latch)
  const page = {
    latch,
    prompts,
    close: () => {
      unmount()
      unregister()
    },
  }
  cleanups.push(page.close)
  await vi.waitFor(() => expect(getStore(latch).getState().connectors.solana?.[0]?.name).toBe(wallet.name))
  const connectorId = getStore(latch).getState().connectors.solana![0]!.id
  return { ...page, connectorId }
}

describe('core with the Solana adapter on a local cluster', () => {
  it('connect records the solana account and its SOL balance floored to 3 decimals', async () => {
    const { latch, connectorId, prompts } = await openPage()
    await connect(latch, { connectorId })
    expect(prompts).toEqual(['connect'])
    expect(getStore(latch).getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `${solana.caipNetworkId}:${ADDRESS}`,
    })
    expect(getStore(latch).getState().activeConnectorIds).toMatchObject({ solana: connectorId })
    await vi.waitFor(() => expect(getStore(latch).getState().accounts.solana?.balance).toBe('100.000'))
    expect(getStore(latch).getState().accounts.solana?.balanceSymbol).toBe('SOL')
  })

  it('signMessage answers a base58 Ed25519 signature of the active account', async () => {
    const { latch, connectorId } = await openPage()
    await connect(latch, { connectorId })
    const signature = await signMessage(latch, { message: 'hello' })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
  })

  it('a reload restores the connection without a prompt; disconnect revokes the wallet grant', async () => {
    const walletStorage = memoryStorage()
    const latchStorage = memoryStorage()
    const first = await openPage({ walletStorage, latchStorage })
    await connect(first.latch, { connectorId: first.connectorId })
    for (const cleanup of cleanups.splice(0)) cleanup()

    const reloaded = await openPage({ walletStorage, latchStorage })
    await vi.waitFor(() =>
      expect(getStore(reloaded.latch).getState().accounts.solana?.status).toBe('connected'),
    )
    expect(reloaded.prompts).toEqual([])
    expect(getStore(reloaded.latch).getState().accounts.solana?.address).toBe(ADDRESS)
    await disconnect(reloaded.latch)
    expect(getStore(reloaded.latch).getState().accounts.solana?.status).not.toBe('connected')
    // standard:disconnect reached the wallet, so the next reload finds nothing to restore
    expect(walletStorage.getItem(SOLANA_DEV_WALLET_STORAGE_KEY)).toBeNull()
  })
})

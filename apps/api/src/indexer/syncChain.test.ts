import {
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
  type DeployFixturesReturnType,
  deployFixtures,
  mine,
  type StartAnvilReturnType,
  startAnvil,
} from '@latch/devnet'
import { eq } from 'drizzle-orm'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getChainClient } from '../chain/getChainClient'
import { indexerCursors, tokens, transfers } from '../db/schema'
import type { ApiChain } from '../http/types'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { releaseLease } from './leases'
import { syncChain } from './syncChain'

let database: TestDatabase
let anvil: StartAnvilReturnType
let fixtures: DeployFixturesReturnType

beforeAll(async () => {
  ;[database, anvil] = await Promise.all([openTestDatabase(), startAnvil({ chainId: 31337 })])
  // No metadata server: nothing here reads tokenURI.
  fixtures = await deployFixtures(anvil.url, { nftBaseUri: (symbol) => `http://127.0.0.1:1/nft/${symbol}/` })
}, 60_000)
afterAll(async () => {
  await Promise.all([database?.close(), anvil?.stop()])
})

const chainOf = (url: string, confirmations = 0): ApiChain => ({
  id: 31337,
  name: 'test',
  rpcUrl: url,
  confirmations,
})
const sync = (chain: ApiChain, holder = 'a') =>
  syncChain({ db: database.db, client: getChainClient(chain), chain, holder, leaseMs: 60_000 })
const sendEth = async (url: string, to: `0x${string}`) => {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[5]),
    transport: http(url),
  })
  return wallet.sendTransaction({ to, value: parseEther('0.25'), chain: null })
}
const rowsOf = (hash: `0x${string}`) => database.db.select().from(transfers).where(eq(transfers.txHash, hash))

describe('syncChain', () => {
  it('indexes from the start block: the fixture mints and their tokens, once', async () => {
    const first = await sync(chainOf(anvil.url))
    // Genesis and the six deployments (LUSD, LGLD, LPTS, LKEY, FREE, the Farcaster ID registry).
    expect(first).toMatchObject({ status: 'synced', rolledBack: 0, nextBlock: 7 })
    expect(first.indexed).toBe(7)
    const rows = await database.db.select().from(transfers)
    // 4 holders × (LUSD + LGLD + LPTS) + 4 holders × 2 LKEY; FREE mints nothing at deployment
    expect(rows).toHaveLength(20)
    const known = await database.db.select().from(tokens)
    expect(
      known
        .map(({ symbol, decimals, standard }) => ({ symbol, decimals, standard }))
        .sort((a, b) => a.symbol!.localeCompare(b.symbol!)),
    ).toEqual([
      { symbol: 'LGLD', decimals: 18, standard: 'erc20' },
      { symbol: 'LKEY', decimals: null, standard: 'erc721' },
      { symbol: 'LPTS', decimals: 0, standard: 'erc20' },
      { symbol: 'LUSD', decimals: 6, standard: 'erc20' },
    ])
    expect(fixtures.tokens.map((token) => token.address.toLowerCase())).toContain(
      known.find((t) => t.symbol === 'LUSD')?.address,
    )
    expect(await sync(chainOf(anvil.url))).toMatchObject({ indexed: 0, nextBlock: 7 })
  })

  it('waits for the configured confirmations before recording a block', async () => {
    const hash = await sendEth(anvil.url, DEVNET_ADDRESSES[6])
    expect(await sync(chainOf(anvil.url, 2))).toMatchObject({ indexed: 0, status: 'synced' })
    expect(await rowsOf(hash)).toHaveLength(0)
    await mine(anvil.url, 1)
    await sync(chainOf(anvil.url, 2))
    expect(await rowsOf(hash)).toHaveLength(0)
    await mine(anvil.url, 1)
    expect(await sync(chainOf(anvil.url, 2))).toMatchObject({ indexed: 1 })
    expect(await rowsOf(hash)).toMatchObject([{ standard: 'native', amount: parseEther('0.25').toString() }])
  })

  it('stands by while another instance holds the lease, and resumes from the cursor once it is free', async () => {
    await sync(chainOf(anvil.url), 'a')
    const hash = await sendEth(anvil.url, DEVNET_ADDRESSES[7])
    expect(await sync(chainOf(anvil.url), 'b')).toMatchObject({ status: 'standby', indexed: 0 })
    expect(await rowsOf(hash)).toHaveLength(0)
    await releaseLease(database.db, { chainId: 31337, holder: 'a' })
    expect(await sync(chainOf(anvil.url), 'b')).toMatchObject({ status: 'synced' })
    expect(await rowsOf(hash)).toHaveLength(1)
    await releaseLease(database.db, { chainId: 31337, holder: 'b' })
  })

  it('starts over when the chain behind the id is another one (a devnet restarted from genesis)', async () => {
    const before = await database.db.select().from(transfers)
    // Another genesis time: two anvils started in the same second share their genesis block, and the
    // indexer would rightly keep block 0 as the common ancestor.
    const fresh = await startAnvil({ chainId: 31337, timestamp: Math.floor(Date.now() / 1000) - 86_400 })
    try {
      await mine(fresh.url, 2)
      const hash = await sendEth(fresh.url, DEVNET_ADDRESSES[8])
      const result = await sync(chainOf(fresh.url))
      expect(result.rolledBack).toBeGreaterThan(0)
      const after = await database.db.select().from(transfers)
      expect(after.map((row) => row.txHash)).toEqual([hash])
      expect(await database.db.select().from(tokens)).toEqual([])
      const [cursor] = await database.db.select().from(indexerCursors)
      expect(cursor?.nextBlock).toBe(4)
      expect(before.length).toBeGreaterThan(after.length)
    } finally {
      await fresh.stop()
    }
  })
})

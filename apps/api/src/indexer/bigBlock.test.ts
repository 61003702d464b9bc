import { type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { and, count, eq } from 'drizzle-orm'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getChainClient } from '../chain/getChainClient'
import { accountTokens, indexerCursors, transfers } from '../db/schema'
import type { ApiChain } from '../http/types'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { deployTransferBurst, emitTransferBursts } from '../testing/transferBurst/emitTransferBursts'
import { syncChain } from './syncChain'

let database: TestDatabase
let anvil: StartAnvilReturnType
let chain: ApiChain

beforeAll(async () => {
  ;[database, anvil] = await Promise.all([openTestDatabase(), startAnvil({ chainId: 31337 })])
  chain = { id: 31337, name: 'big blocks', rpcUrl: anvil.url, confirmations: 0 }
}, 60_000)
afterAll(async () => {
  await Promise.all([database?.close(), anvil?.stop()])
})

const FIRST_HOLDER = '0x0000000000000000000000000000000000010000'

describe('a block of 10,000 transfers', () => {
  it('is indexed whole, in one pass, and the chain goes on after it (one bind parameter per column per transfer stopped at 4,096)', async () => {
    const token = await deployTransferBurst(anvil.url)
    const base = { token, first: FIRST_HOLDER, holders: 1_000, blocks: 1 } as const
    const { head: big } = await emitTransferBursts(anvil.url, { ...base, perBlock: 10_000 })
    const { head: after } = await emitTransferBursts(anvil.url, { ...base, perBlock: 3, seed: 10_000 })
    const block = await createPublicClient({ transport: http(anvil.url) }).getBlock({
      blockNumber: BigInt(big),
    })
    expect(block.transactions).toHaveLength(1)
    expect(block.gasUsed).toBeGreaterThan(20_000_000n)

    const result = await syncChain({
      db: database.db,
      client: getChainClient(chain),
      chain,
      holder: 'big',
      leaseMs: 60_000,
    })
    expect(result).toMatchObject({ status: 'synced', nextBlock: after + 1 })
    const rowsOf = async (blockNumber: number) =>
      (
        await database.db
          .select({ n: count() })
          .from(transfers)
          .where(and(eq(transfers.chainId, 31337), eq(transfers.blockNumber, blockNumber)))
      )[0]?.n
    expect(await rowsOf(big)).toBe(10_000)
    expect(await rowsOf(after)).toBe(3)
    const [cursor] = await database.db.select().from(indexerCursors).where(eq(indexerCursors.chainId, 31337))
    expect(cursor?.nextBlock).toBe(after + 1)
    // Every holder sent and received the token in that block: its token set says so.
    const sets = await database.db.select().from(accountTokens).where(eq(accountTokens.chainId, 31337))
    expect(sets).toHaveLength(1_000)
    expect(sets.every((set) => set.sent && set.token === token.toLowerCase())).toBe(true)
    expect(Math.max(...sets.map((set) => set.lastBlock))).toBe(after)
  })
})

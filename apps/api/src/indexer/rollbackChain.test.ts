import { mine, revert, type StartAnvilReturnType, snapshot, startAnvil } from '@latch/devnet'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getChainClient } from '../chain/getChainClient'
import { accountTokens, blockTimes } from '../db/schema'
import type { ApiChain } from '../http/types'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { deployTransferBurst, emitTransferBursts } from '../testing/transferBurst/emitTransferBursts'
import { syncChain } from './syncChain'

let database: TestDatabase
let anvil: StartAnvilReturnType
let chain: ApiChain

beforeAll(async () => {
  ;[database, anvil] = await Promise.all([openTestDatabase(), startAnvil({ chainId: 31337 })])
  chain = { id: 31337, name: 'reorgs', rpcUrl: anvil.url, confirmations: 0 }
}, 60_000)
afterAll(async () => {
  await Promise.all([database?.close(), anvil?.stop()])
})

// Two holders: with seed 0 the first sends to the second, with seed 1 the second to the first.
const X = '0x0000000000000000000000000000000000020000'
const Y = '0x0000000000000000000000000000000000020001'
const sync = () =>
  syncChain({ db: database.db, client: getChainClient(chain), chain, holder: 'reorg', leaseMs: 60_000 })
const tokenSets = async () =>
  (await database.db.select().from(accountTokens).where(eq(accountTokens.chainId, 31337)))
    .map(({ account, token, sent, lastBlock }) => ({ account, token, sent, lastBlock }))
    .sort((a, b) => `${a.account}${a.token}`.localeCompare(`${b.account}${b.token}`))

describe('a rollback of the indexed chain', () => {
  it('gives the accounts of the undone blocks back the token sets the remaining transfers make', async () => {
    const [one, two] = [await deployTransferBurst(anvil.url), await deployTransferBurst(anvil.url)]
    const burst = (token: `0x${string}`, seed: number) =>
      emitTransferBursts(anvil.url, { token, first: X, holders: 2, perBlock: 1, blocks: 1, seed })
    const { head: kept } = await burst(one, 0)
    await sync()
    const before = await tokenSets()
    expect(before).toEqual([
      { account: X, token: one.toLowerCase(), sent: true, lastBlock: kept },
      { account: Y, token: one.toLowerCase(), sent: false, lastBlock: kept },
    ])

    const id = await snapshot(anvil.url)
    const { head: orphanOne } = await burst(one, 1)
    const { head: orphanTwo } = await burst(two, 0)
    await sync()
    expect(await tokenSets()).toEqual(
      [
        { account: X, token: one.toLowerCase(), sent: true, lastBlock: orphanOne },
        { account: X, token: two.toLowerCase(), sent: true, lastBlock: orphanTwo },
        { account: Y, token: one.toLowerCase(), sent: true, lastBlock: orphanOne },
        { account: Y, token: two.toLowerCase(), sent: false, lastBlock: orphanTwo },
      ].sort((a, b) => `${a.account}${a.token}`.localeCompare(`${b.account}${b.token}`)),
    )

    // The other side of the fork: longer, without those transfers.
    await revert(anvil.url, id)
    await mine(anvil.url, 3)
    const result = await sync()
    expect(result.rolledBack).toBeGreaterThan(0)
    expect(await tokenSets()).toEqual(before)
    const times = await database.db.select().from(blockTimes).where(eq(blockTimes.chainId, 31337))
    expect(times.map((row) => row.number)).not.toContain(orphanOne)
    expect(times.map((row) => row.number)).not.toContain(orphanTwo)
  })
})

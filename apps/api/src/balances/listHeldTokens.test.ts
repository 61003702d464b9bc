import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokens, transfers } from '../db/schema'
import { openTestDatabase, type TestDatabase } from '../testing'
import { listHeldTokens, MAX_TOKENS_READ } from './listHeldTokens'

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(() => database.close())

const ACCOUNT = '0x00000000000000000000000000000000000000a1'
const OTHER = '0x00000000000000000000000000000000000000b2'
const tokenAddress = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

/** A Transfer of `token` between `from` and `to`, as the indexer records one (or anyone can emit). */
function transfer(i: number, token: string, from: string, to: string) {
  return {
    chainId: 31337,
    blockNumber: i,
    blockHash: `0x${i.toString(16).padStart(64, '0')}`,
    blockTime: new Date(Date.UTC(2030, 0, 1) + i * 1000),
    txHash: `0x${i.toString(16).padStart(64, '0')}`,
    txIndex: 0,
    logIndex: 0,
    txFrom: from,
    status: 'confirmed' as const,
    standard: 'erc20' as const,
    token,
    fromAddress: from,
    toAddress: to,
    amount: '1',
  }
}

describe('listHeldTokens', () => {
  it('reads at most MAX_TOKENS_READ tokens: those the account sent first, then the latest received, never zero-decimal ones', async () => {
    const dust = Array.from({ length: 120 }, (_, i) => tokenAddress(1000 + i))
    const used = tokenAddress(1)
    const zeroDecimals = tokenAddress(2)
    await database.db.insert(tokens).values([
      ...[...dust, used].map((address) => ({
        chainId: 31337,
        address,
        standard: 'erc20' as const,
        name: 'T',
        symbol: 'T',
        decimals: 18,
      })),
      { chainId: 31337, address: zeroDecimals, standard: 'erc20', name: 'Z', symbol: 'Z', decimals: 0 },
    ])
    await database.db
      .insert(transfers)
      .values([
        transfer(1, used, ACCOUNT, OTHER),
        ...dust.map((token, i) => transfer(10 + i, token, OTHER, ACCOUNT)),
        transfer(500, zeroDecimals, OTHER, ACCOUNT),
      ])
    const priced = tokenAddress(3)
    const held = await listHeldTokens(database.db, { chainId: 31337, address: ACCOUNT, extra: [priced] })
    expect(held).toHaveLength(MAX_TOKENS_READ)
    const addresses = held.map((token) => token.address)
    expect(addresses.slice(0, 2)).toEqual([priced, used])
    expect(addresses.slice(2)).toEqual(dust.slice(-(MAX_TOKENS_READ - 2)).reverse())
    expect(addresses).not.toContain(zeroDecimals)
  })
})

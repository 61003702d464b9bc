import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountTokens, tokens } from '../db/schema'
import { openTestDatabase, type TestDatabase } from '../testing'
import { listHeldTokens, MAX_TOKENS_READ } from './listHeldTokens'

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(() => database.close())

const ACCOUNT = '0x00000000000000000000000000000000000000a1'
const tokenAddress = (i: number): `0x${string}` => `0x${i.toString(16).padStart(40, '0')}`

/** The account's token-set row for `token`, as the indexer keeps it after a transfer at `block`. */
function touched(token: `0x${string}`, block: number, sent: boolean) {
  return { chainId: 31337, account: ACCOUNT, token, sent, lastBlock: block } as const
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
      .insert(accountTokens)
      .values([
        touched(used, 1, true),
        ...dust.map((token, i) => touched(token, 10 + i, false)),
        touched(zeroDecimals, 500, false),
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

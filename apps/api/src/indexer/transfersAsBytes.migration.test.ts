import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { PgDialect } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { listHeldTokens } from '../balances/listHeldTokens'
import { readStoredBalances } from '../balances/readStoredBalances'
import { MIGRATIONS_FOLDER } from '../db/migrateDatabase'
import * as schema from '../db/schema'
import type { Database } from '../db/types'
import { listAccountHistory } from '../history/listAccountHistory'
import { listOwnedNfts } from '../nfts/listOwnedNfts'
import '../testing/providedContext'
import { readLastBlock } from './readCursor'

// A database indexed before the migration to bytes (0012): its rows as the old indexer wrote them, then
// the migration, then the routes' own reads. Runs on PGlite in the unit project, on PostgreSQL in
// api-postgres.
const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const C = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ROUTER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const LUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const KEYS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ZERO = '0x0000000000000000000000000000000000000000'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const time = (block: number) => `2030-01-01T00:00:${String(block).padStart(2, '0')}.000Z`

const OLD_ROWS = sql`
  insert into tokens (chain_id, address, standard, name, symbol, decimals) values
    (31337, ${LUSD}, 'erc20', 'Latch USD', 'LUSD', 6),
    (31337, ${KEYS}, 'erc721', 'Latch Keys', 'LKEY', null);
  insert into transfers (chain_id, block_number, block_hash, block_time, tx_hash, tx_index, log_index, tx_from,
    tx_to, status, standard, token, from_address, to_address, amount, token_id) values
    (31337, 10, ${hash(110)}, ${time(10)}, ${hash(10)}, 0, -1, ${A}, ${B}, 'confirmed', 'native', null, ${A}, ${B}, '1500000000000000000', null),
    (31337, 11, ${hash(111)}, ${time(11)}, ${hash(11)}, 0, 0, ${B}, ${ROUTER}, 'confirmed', 'erc20', ${LUSD}, ${B}, ${A}, '12500000', null),
    (31337, 12, ${hash(112)}, ${time(12)}, ${hash(12)}, 0, 3, ${C}, ${KEYS}, 'confirmed', 'erc721', ${KEYS}, ${ZERO}, ${A}, '1', '7'),
    (31337, 13, ${hash(113)}, ${time(13)}, ${hash(13)}, 1, -1, ${A}, ${C}, 'failed', 'native', null, ${A}, ${C}, '5', null);
  insert into indexed_blocks (chain_id, number, hash, parent_hash, timestamp) values
    (31337, 13, ${hash(113)}, ${hash(112)}, ${time(13)});
  insert into balance_reads (chain_id, account, token, amount, block_number, read_at) values
    (31337, ${A}, 'native', '7', 13, now()),
    (31337, ${A}, ${LUSD}, '12500000', 13, now());
`

/** The checked-in migrations up to (not including) 0012, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'latch-migrations-'))
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  )
  await writeFile(journalPath, JSON.stringify(journal))
  return folder
}

let db: Database
let close: () => Promise<void>

beforeAll(async () => {
  const before = await migrationsBefore('0012_transfers-as-bytes')
  const serverUrl = inject('latchPostgresUrl')
  try {
    if (serverUrl) {
      const name = `latch_migration_${Date.now()}`
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
      const server = drizzlePg({ client: pool, schema })
      db = server
      await migratePg(server, { migrationsFolder: before })
      await pool.query(renderOldRows())
      await migratePg(server, { migrationsFolder: MIGRATIONS_FOLDER })
      close = async () => {
        await pool.end()
        const cleanup = new pg.Client({ connectionString: serverUrl })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      }
    } else {
      const client = await PGlite.create('memory://')
      const embedded = drizzlePglite({ client, schema })
      db = embedded
      await migratePglite(embedded, { migrationsFolder: before })
      await client.exec(renderOldRows())
      await migratePglite(embedded, { migrationsFolder: MIGRATIONS_FOLDER })
      close = () => client.close()
    }
  } finally {
    await rm(before, { recursive: true, force: true })
  }
}, 60_000)
afterAll(() => close?.())

/** Several statements run only without parameters (a simple query): the old rows as literal SQL. */
function renderOldRows(): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(OLD_ROWS)
  return text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1])}'`)
}

const chains = [{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:1' }]

describe('migration 0012 (transfers as bytes) on an indexed database', () => {
  it('keeps every history answer: order, ends of each transaction, amounts, times, statuses', async () => {
    const page = await listAccountHistory(db, { address: A, limit: 10, chains, iconUrl: (symbol) => symbol })
    expect(page.next).toBeNull()
    expect(
      page.data.map(({ metadata, transfers }) => ({
        hash: metadata.hash,
        minedAt: metadata.minedAt,
        sentFrom: metadata.sentFrom,
        sentTo: metadata.sentTo,
        status: metadata.status,
        operationType: metadata.operationType,
        transfers: transfers.map(({ direction, sender, recipient, quantity }) => ({
          direction,
          sender,
          recipient,
          quantity,
        })),
      })),
    ).toEqual([
      {
        hash: hash(13),
        minedAt: time(13),
        sentFrom: A,
        sentTo: C,
        status: 'failed',
        operationType: 'send',
        transfers: [
          { direction: 'out', sender: A, recipient: C, quantity: { numeric: '0.000000000000000005' } },
        ],
      },
      {
        hash: hash(12),
        minedAt: time(12),
        sentFrom: C,
        sentTo: KEYS,
        status: 'confirmed',
        operationType: 'mint',
        transfers: [{ direction: 'in', sender: ZERO, recipient: A, quantity: { numeric: '1' } }],
      },
      {
        hash: hash(11),
        minedAt: time(11),
        sentFrom: B,
        sentTo: ROUTER,
        status: 'confirmed',
        operationType: 'receive',
        transfers: [{ direction: 'in', sender: B, recipient: A, quantity: { numeric: '12.5' } }],
      },
      {
        hash: hash(10),
        minedAt: time(10),
        sentFrom: A,
        sentTo: B,
        status: 'confirmed',
        operationType: 'send',
        transfers: [{ direction: 'out', sender: A, recipient: B, quantity: { numeric: '1.5' } }],
      },
    ])
  })

  it('fills the token sets, keeps the NFT owner, the stored balance reads and the reorg window', async () => {
    expect(await listHeldTokens(db, { chainId: 31337, address: A })).toEqual([
      { address: LUSD.toLowerCase(), name: 'Latch USD', symbol: 'LUSD', decimals: 6 },
    ])
    expect(await listHeldTokens(db, { chainId: 31337, address: B })).toHaveLength(1)
    const nfts = await listOwnedNfts(db, { address: A, chains, limit: 10 })
    expect(nfts.data).toEqual([
      {
        chainId: 31337,
        contract: getAddress(KEYS),
        tokenId: '7',
        collectionName: 'Latch Keys',
        collectionSymbol: 'LKEY',
        spam: false,
      },
    ])
    const stored = await readStoredBalances(db, { chainId: 31337, address: A })
    expect(stored.outdated).toBe(false)
    expect(stored.amounts.map(({ token, amount }) => [token, amount]).sort()).toEqual([
      ['0x', 7n],
      [LUSD.toLowerCase(), 12_500_000n],
    ])
    expect(await readLastBlock(db, 31337)).toMatchObject({
      number: 13,
      hash: hash(113),
      parentHash: hash(112),
    })
  })
})

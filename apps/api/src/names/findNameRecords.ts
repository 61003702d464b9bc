import { asc, eq, inArray } from 'drizzle-orm'
import { nameAddresses, names } from '../db/schema'
import type { Database } from '../db/types'
import type { NameRecord } from './types'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * The records of these names (lower-case, with suffix), oldest registration first; unknown names are
 * left out.
 *
 * @example
 * const [record] = await findNameRecords(db, ['alice.latch.local'])
 */
export async function findNameRecords(db: Database, list: readonly string[]): Promise<NameRecord[]> {
  if (list.length === 0) return []
  const rows = await db
    .select()
    .from(names)
    .where(inArray(names.name, [...list]))
    .orderBy(asc(names.registeredAt), asc(names.name))
  if (rows.length === 0) return []
  const addresses = await db
    .select()
    .from(nameAddresses)
    .where(
      inArray(
        nameAddresses.name,
        rows.map((row) => row.name),
      ),
    )
  return rows.map((row) => ({
    name: row.name,
    registered: seconds(row.registeredAt),
    updated: seconds(row.updatedAt),
    addresses: Object.fromEntries(
      addresses
        .filter((entry) => entry.name === row.name)
        .map((entry) => [
          String(entry.coinType),
          { address: entry.address, created: seconds(entry.createdAt) },
        ]),
    ),
    attributes: row.attributes,
  }))
}

/**
 * The names that point at an address (any coin type), oldest first: the first is its primary name.
 *
 * @example
 * const [primary] = await findNamesByAddress(db, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function findNamesByAddress(db: Database, address: string): Promise<NameRecord[]> {
  const rows = await db
    .selectDistinct({ name: nameAddresses.name })
    .from(nameAddresses)
    .where(eq(nameAddresses.address, address))
  return findNameRecords(
    db,
    rows.map((row) => row.name),
  )
}

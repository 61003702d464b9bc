import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import { nameAddresses, names, primaryNames } from '../db/schema'
import type { Database } from '../db/types'
import { primaryFirst } from './primaryFirst'
import type { NameRecord } from './types'

/** Most names one reverse lookup answers; further pages take `page` (anyone can point names at any address). */
export const MAX_NAMES_PER_PAGE = 100

/** Most reverse pages: 100,000 names, far past any real address, and a bounded OFFSET. */
export const MAX_NAME_PAGES = 1000

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** Name rows (at most a page of them) with their addresses, as records. */
async function toNameRecords(db: Database, rows: (typeof names.$inferSelect)[]): Promise<NameRecord[]> {
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
 * The records of these names (lower-case, with suffix; a handful at a time), oldest registration first;
 * unknown names are left out.
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
  return toNameRecords(db, rows)
}

/**
 * One page (1-based, MAX_NAMES_PER_PAGE names) of the names that point at an address (any coin type),
 * the one it chose as primary first, then oldest first: the first of page 1 is its primary name. One query for the page, one for its addresses,
 * however many names the address has.
 *
 * @example
 * const [primary] = await findNamesByAddress(db, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function findNamesByAddress(db: Database, address: string, page = 1): Promise<NameRecord[]> {
  const pointing = db
    .select({ name: nameAddresses.name })
    .from(nameAddresses)
    .where(eq(nameAddresses.address, address))
  const rows = await db
    .select(getTableColumns(names))
    .from(names)
    .leftJoin(primaryNames, and(eq(primaryNames.name, names.name), eq(primaryNames.address, address)))
    .where(inArray(names.name, pointing))
    .orderBy(primaryFirst(), asc(names.registeredAt), asc(names.name))
    .limit(MAX_NAMES_PER_PAGE)
    .offset((page - 1) * MAX_NAMES_PER_PAGE)
  return toNameRecords(db, rows)
}

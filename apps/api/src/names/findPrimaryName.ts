import { and, asc, eq, inArray } from 'drizzle-orm'
import { nameAddresses, names, primaryNames } from '../db/schema'
import type { Database } from '../db/types'
import { primaryFirst } from './primaryFirst'

/**
 * An address's primary name (the one it chose, else the oldest pointing at it, any coin type) and its
 * attributes, in one query that reads one row however many names the address has; undefined when none.
 *
 * @example
 * const primary = await findPrimaryName(db, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * primary?.attributes.avatar // 'https://…/alice.png'
 */
export async function findPrimaryName(
  db: Database,
  address: string,
): Promise<{ name: string; attributes: Record<string, string> } | undefined> {
  const pointing = db
    .select({ name: nameAddresses.name })
    .from(nameAddresses)
    .where(eq(nameAddresses.address, address))
  const [row] = await db
    .select({ name: names.name, attributes: names.attributes })
    .from(names)
    .leftJoin(primaryNames, and(eq(primaryNames.name, names.name), eq(primaryNames.address, address)))
    .where(inArray(names.name, pointing))
    .orderBy(primaryFirst(), asc(names.registeredAt), asc(names.name))
    .limit(1)
  return row
}

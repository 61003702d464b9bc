import { and, eq, exists } from 'drizzle-orm'
import { nameAddresses, names } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { findNameRecords } from './findNameRecords'
import { type NameOwnership, ownedBy, requireNameOwner } from './requireNameOwner'
import type { NameRecord } from './types'

/**
 * Deletes a name its owner gives up (with its addresses and any primary choice of it), so anyone may
 * register it again; answers the record as it was. The delete re-checks the ownership in the same
 * statement, so a release racing another instance's release answers 404 rather than deleting twice.
 *
 * @example
 * const released = await releaseName(db, { name: 'alice.latch.local', coinType: 60, address })
 */
export async function releaseName(db: Database, ownership: NameOwnership): Promise<NameRecord> {
  await requireNameOwner(db, ownership)
  const [record] = await findNameRecords(db, [ownership.name])
  const deleted = await db
    .delete(names)
    .where(
      and(eq(names.name, ownership.name), exists(db.select().from(nameAddresses).where(ownedBy(ownership)))),
    )
    .returning({ name: names.name })
  if (deleted.length === 0 || !record) throw new ApiError('NOT_FOUND', `No name ${ownership.name}.`)
  return record
}

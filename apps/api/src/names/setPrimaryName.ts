import { sql } from 'drizzle-orm'
import { nameAddresses, primaryNames } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { findNameRecords } from './findNameRecords'
import { type NameOwnership, ownedBy, requireNameOwner } from './requireNameOwner'
import type { NameRecord } from './types'

/**
 * Makes one of an address's names its primary one: reverse lookups and the identity answer it first.
 * Choosing again replaces the choice; releasing the name drops it (the oldest name is primary again).
 * The write re-checks the ownership in the same statement, so a release racing it cannot leave a choice
 * of a name the address no longer holds.
 *
 * @example
 * await setPrimaryName(db, { name: 'alice.latch.local', coinType: 60, address })
 */
export async function setPrimaryName(db: Database, ownership: NameOwnership): Promise<NameRecord> {
  await requireNameOwner(db, ownership)
  const chosen = await db
    .insert(primaryNames)
    .select((qb) =>
      qb
        .select({
          address: nameAddresses.address,
          name: nameAddresses.name,
          chosenAt: sql`now()`.as('chosen_at'),
        })
        .from(nameAddresses)
        .where(ownedBy(ownership)),
    )
    .onConflictDoUpdate({
      target: primaryNames.address,
      set: { name: ownership.name, chosenAt: sql`now()` },
    })
    .returning({ name: primaryNames.name })
  const [record] = chosen.length > 0 ? await findNameRecords(db, [ownership.name]) : []
  if (!record) throw new ApiError('NOT_FOUND', `No name ${ownership.name}.`)
  return record
}

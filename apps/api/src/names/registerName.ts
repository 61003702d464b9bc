import { nameAddresses, names } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { findNameRecords } from './findNameRecords'
import type { NameRecord } from './types'

/**
 * Stores a new name with its address for one coin type, in one transaction. The name's primary key
 * decides between instances registering it at once: the loser gets 409 NAME_TAKEN, as does anyone
 * registering a name that exists.
 *
 * @example
 * await registerName(db, { name: 'alice.latch.local', attributes: {}, coinType: 60, address })
 */
export async function registerName(
  db: Database,
  params: { name: string; attributes: Record<string, string>; coinType: number; address: string },
): Promise<NameRecord> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(names)
      .values({ name: params.name, attributes: params.attributes })
      .onConflictDoNothing()
      .returning({ name: names.name })
    if (inserted.length === 0)
      throw new ApiError('NAME_TAKEN', `The name ${params.name} is already registered.`)
    await tx
      .insert(nameAddresses)
      .values({ name: params.name, coinType: params.coinType, address: params.address })
  })
  const [record] = await findNameRecords(db, [params.name])
  return record!
}

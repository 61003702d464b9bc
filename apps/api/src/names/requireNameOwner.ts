import { and, eq } from 'drizzle-orm'
import { nameAddresses, names } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'

/** Which name, under which coin type, held by which (checksummed) address. */
export interface NameOwnership {
  name: string
  coinType: number
  address: string
}

/**
 * Passes when the name points at the address for that coin type (the registration that address signed);
 * 404 NOT_FOUND for a name nobody holds, 403 NOT_NAME_OWNER for one held by another address or under
 * another coin type.
 *
 * @example await requireNameOwner(db, { name: 'alice.latch.local', coinType: 60, address })
 */
export async function requireNameOwner(db: Database, ownership: NameOwnership): Promise<void> {
  const rows = await db
    .select({ coinType: nameAddresses.coinType, address: nameAddresses.address })
    .from(names)
    .leftJoin(nameAddresses, eq(nameAddresses.name, names.name))
    .where(eq(names.name, ownership.name))
  if (rows.length === 0) throw new ApiError('NOT_FOUND', `No name ${ownership.name}.`)
  const owns = rows.some((row) => row.coinType === ownership.coinType && row.address === ownership.address)
  if (!owns) {
    throw new ApiError(
      'NOT_NAME_OWNER',
      `${ownership.name} does not point at ${ownership.address} for coin type ${ownership.coinType}.`,
    )
  }
}

/** The SQL condition "this ownership still holds", so a write and its check are one statement. */
export function ownedBy(ownership: NameOwnership) {
  return and(
    eq(nameAddresses.name, ownership.name),
    eq(nameAddresses.coinType, ownership.coinType),
    eq(nameAddresses.address, ownership.address),
  )
}

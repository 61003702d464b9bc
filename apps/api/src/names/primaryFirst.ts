import { type SQL, sql } from 'drizzle-orm'
import { primaryNames } from '../db/schema'

/** ORDER BY term putting the chosen primary name first, for queries left-joined to `primary_names`. */
export function primaryFirst(): SQL {
  return sql`${primaryNames.address} is null`
}

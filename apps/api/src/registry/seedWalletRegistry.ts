import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { count } from 'drizzle-orm'
import { wallets } from '../db/schema'
import type { Database } from '../db/types'
import { importWalletRegistry } from './importWalletRegistry'
import { parseWalletRegistry } from './parseWalletRegistry'

/** The registry shipped with the service: real wallets, no logos. */
export const DEFAULT_REGISTRY_FILE = fileURLToPath(new URL('../../data/wallets.json', import.meta.url))

/**
 * Loads the shipped registry (or `file`) when the wallets table is empty, as on a fresh database.
 * Returns how many wallets it loaded (0 when the table already had some).
 *
 * @example
 * await seedWalletRegistry(db)
 */
export async function seedWalletRegistry(db: Database, file = DEFAULT_REGISTRY_FILE): Promise<number> {
  const [row] = await db.select({ total: count() }).from(wallets)
  if ((row?.total ?? 0) > 0) return 0
  const registry = parseWalletRegistry(await readFile(file, 'utf8'), file)
  const { written } = await importWalletRegistry(db, registry)
  return written
}

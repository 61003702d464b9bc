import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseConfig } from './types'

/** The repository root, where the default data directory lives. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/** The default PGlite data directory: `.latch-data/api` at the repository root (gitignored). */
export const DEFAULT_DATA_DIR = join(repoRoot, '.latch-data', 'api')

/**
 * Chooses the database from the environment: `DATABASE_URL` selects a PostgreSQL server, otherwise PGlite
 * persists under `LATCH_DATA_DIR` (default `.latch-data/api` at the repository root).
 *
 * @example
 * const config = resolveDatabaseConfig(process.env)
 * // { dataDir: '/work/main/.latch-data/api' } or { url: 'postgres://…' }
 */
export function resolveDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL }
  return { dataDir: env.LATCH_DATA_DIR || DEFAULT_DATA_DIR }
}

/**
 * A location for logs: the data directory, or the server URL without its password.
 *
 * @example
 * describeDatabaseConfig({ url: 'postgres://u:secret@h/db' }) // 'postgres://u:***@h/db'
 */
export function describeDatabaseConfig(config: DatabaseConfig): string {
  if ('dataDir' in config) return config.dataDir
  try {
    const url = new URL(config.url)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'postgres (unparsable DATABASE_URL)'
  }
}

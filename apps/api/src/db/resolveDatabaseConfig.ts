import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { DatabaseConfig } from './types'

/** The package's own folder: apps/api in a checkout, node_modules/@latch/services once installed (src/db/ and dist/db/ alike). */
const packageRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Where PGlite keeps its data when `LATCH_DATA_DIR` is unset: `.latch-data/api` at the repository root in
 * a checkout (gitignored), and under the working directory for the package installed from npm (never
 * inside node_modules, which an install may wipe).
 *
 * @example
 * defaultDataDir('/srv/latch/node_modules/@latch/services/', '/srv/latch') // '/srv/latch/.latch-data/api'
 */
export function defaultDataDir(root: string, cwd: string): string {
  const installed = root.split(sep).includes('node_modules')
  return join(installed ? cwd : join(root, '..', '..'), '.latch-data', 'api')
}

/** The default PGlite data directory, by `defaultDataDir`. */
export const DEFAULT_DATA_DIR = defaultDataDir(packageRoot, process.cwd())

/** A database variable that is set but unusable; the message names it. */
export class InvalidDatabaseConfigError extends Error {
  override name = 'InvalidDatabaseConfigError'
}

const DatabaseUrlSchema = z.url({ protocol: /^postgres(ql)?$/ })
const DataDirSchema = z.string().min(1)

/**
 * Chooses the database from the environment, each variable checked with zod: `DATABASE_URL` (a
 * postgres:// URL) selects a PostgreSQL server, otherwise PGlite persists under `LATCH_DATA_DIR` (default
 * `DEFAULT_DATA_DIR`). A variable set but invalid, even empty, throws
 * InvalidDatabaseConfigError rather than silently opening another database.
 *
 * @example
 * const config = resolveDatabaseConfig(process.env)
 * // { dataDir: '/work/main/.latch-data/api' } or { url: 'postgres://…' }
 */
export function resolveDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const { DATABASE_URL: url, LATCH_DATA_DIR: dataDir } = env
  if (url !== undefined) {
    if (!DatabaseUrlSchema.safeParse(url).success) {
      throw new InvalidDatabaseConfigError(
        `DATABASE_URL must be a postgres:// URL (got ${JSON.stringify(describeDatabaseConfig({ url }))})`,
      )
    }
    return { url }
  }
  if (dataDir !== undefined && !DataDirSchema.safeParse(dataDir).success) {
    throw new InvalidDatabaseConfigError('LATCH_DATA_DIR must be a directory path (got "")')
  }
  return { dataDir: dataDir ?? DEFAULT_DATA_DIR }
}

/**
 * A location for logs and errors: the data directory, or the server URL without its credentials: user
 * and password become `***`, a query (which may carry `password=`) `?…`.
 *
 * @example
 * describeDatabaseConfig({ url: 'postgres://u:secret@h/db?sslmode=require' }) // 'postgres://***@h/db?…'
 */
export function describeDatabaseConfig(config: DatabaseConfig): string {
  if ('dataDir' in config) return config.dataDir
  try {
    const url = new URL(config.url)
    const credentials = url.username || url.password ? '***@' : ''
    return `${url.protocol}//${credentials}${url.host}${url.pathname}${url.search ? '?…' : ''}`
  } catch {
    return 'postgres (unparsable DATABASE_URL)'
  }
}

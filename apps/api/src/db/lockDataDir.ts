import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = 'latch-api.pid'
const heldHere = new Set<string>()

/** Thrown when another process (or this one) already has the PGlite data directory open. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims a PGlite data directory for this process: PGlite is one embedded Postgres, and two processes on
 * one directory would corrupt it. Returns the release function. A lock left by a dead process is taken over.
 *
 * @example
 * const release = lockDataDir('/var/lib/latch')
 * try { … } finally { release() }
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, LOCK_FILE)
  if (heldHere.has(file))
    throw new DataDirInUseError(`The data directory ${dataDir} is already open in this process.`)
  let holder: number | undefined
  try {
    holder = Number(readFileSync(file, 'utf8').trim()) || undefined
  } catch {}
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUseError(
      `The data directory ${dataDir} is in use by process ${holder} (PGlite allows one process per directory). Stop that process, point LATCH_DATA_DIR elsewhere, or use a PostgreSQL server with DATABASE_URL.`,
    )
  }
  writeFileSync(file, String(process.pid))
  heldHere.add(file)
  return () => {
    heldHere.delete(file)
    rmSync(file, { force: true })
  }
}

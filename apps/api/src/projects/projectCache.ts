import { cachePerDatabase, createTtlCache } from '../cache/createTtlCache'
import type { Database } from '../db/types'
import { findProject } from './findProject'
import type { Project } from './types'

/**
 * How long a project read is reused by an instance. Changes made in this process show at once; changes
 * made by another instance (new origins, features) show there within this time.
 */
export const PROJECT_CACHE_MS = 1000

/**
 * How long an instance remembers that a project id does not exist: unknown ids (typos, or made up by the
 * thousand) then cost one query per id and instance, not one per request. A project created through
 * another instance is served here within this time; one created in this process at once.
 */
export const UNKNOWN_PROJECT_CACHE_MS = 10_000

/** Unknown ids remembered per instance; the oldest go first, so a flood of made-up ids stays bounded. */
export const UNKNOWN_PROJECT_CACHE_ENTRIES = 10_000

const caches = cachePerDatabase(() =>
  createTtlCache<Project | undefined>({ ttlMs: PROJECT_CACHE_MS, maxEntries: 10_000, shouldCache: Boolean }),
)
// Apart from the projects, so made-up ids never push real projects out of their cache.
const unknownIds = cachePerDatabase(() =>
  createTtlCache<true>({ ttlMs: UNKNOWN_PROJECT_CACHE_MS, maxEntries: UNKNOWN_PROJECT_CACHE_ENTRIES }),
)

/**
 * Whether `findProjectCached` would answer without a query (a known project, or an id known not to exist).
 *
 * @example
 * if (!isProjectCached(db, id)) await countLookup()
 */
export function isProjectCached(db: Database, id: string, now = Date.now()): boolean {
  return caches(db).has(id, now) || unknownIds(db).has(id, now)
}

/**
 * The project for a call, from the instance's short caches or the database.
 *
 * @example
 * const project = await findProjectCached(db, 'latch-demo')
 */
export async function findProjectCached(
  db: Database,
  id: string,
  now = Date.now(),
): Promise<Project | undefined> {
  if (unknownIds(db).has(id, now)) return undefined
  const project = await caches(db).getOrLoad(id, () => findProject(db, id), now)
  if (!project) unknownIds(db).set(id, true, now)
  return project
}

/**
 * Drops a project from this process's caches after creating or changing it.
 *
 * @example
 * forgetProject(db, 'latch-demo')
 */
export function forgetProject(db: Database, id: string): void {
  caches(db).delete(id)
  unknownIds(db).delete(id)
}

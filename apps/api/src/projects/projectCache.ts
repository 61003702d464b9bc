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
 * What this instance's caches know of a project id, without a query: the project, `null` for an id known
 * not to exist, `undefined` when only the database can tell (then `findProjectCached`).
 *
 * @example
 * const known = recallProject(db, id)
 * const project = known === undefined ? await findProjectCached(db, id) : known
 */
export function recallProject(db: Database, id: string, now = Date.now()): Project | null | undefined {
  const project = caches(db).get(id, now)
  if (project) return project
  return unknownIds(db).has(id, now) ? null : undefined
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

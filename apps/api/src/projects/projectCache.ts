import { cachePerDatabase, createTtlCache } from '../cache/createTtlCache'
import type { Database } from '../db/types'
import { findProject } from './findProject'
import type { Project } from './types'

/**
 * How long a project read is reused by an instance. Changes made in this process show at once; changes
 * made by another instance (new origins, features) show there within this time. A project that does
 * not exist is never cached, so a new project is served everywhere at once.
 */
export const PROJECT_CACHE_MS = 1000

const caches = cachePerDatabase(() =>
  createTtlCache<Project | undefined>({ ttlMs: PROJECT_CACHE_MS, maxEntries: 10_000, shouldCache: Boolean }),
)

/**
 * The project for a call, from the instance's short cache or the database.
 *
 * @example
 * const project = await findProjectCached(db, 'latch-demo')
 */
export function findProjectCached(db: Database, id: string): Promise<Project | undefined> {
  return caches(db).getOrLoad(id, () => findProject(db, id))
}

/**
 * Drops a project from this process's cache after changing it.
 *
 * @example
 * forgetProject(db, 'latch-demo')
 */
export function forgetProject(db: Database, id: string): void {
  caches(db).delete(id)
}

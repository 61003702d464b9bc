import type { Database } from '../db/types'
import { addProjectOrigin } from './addProjectOrigin'
import { type CreateProjectParameters, createProject, InvalidProjectError } from './createProject'
import { findProject } from './findProject'
import type { Project } from './types'

/**
 * Makes sure a project with this id exists and allows these origins: creates it when missing, else adds
 * the missing origins (name and features of an existing project are left as the operator set them).
 * Safe when several instances start at once.
 *
 * @example
 * await ensureProject(db, { id: 'latch-demo', name: 'Latch demo', origins: ['http://127.0.0.1:5173'] })
 */
export async function ensureProject(
  db: Database,
  params: CreateProjectParameters & { id: string },
): Promise<Project> {
  if (!(await findProject(db, params.id))) {
    try {
      return await createProject(db, params)
    } catch (error) {
      // Another instance created it first: fall through and add the origins.
      if (!(error instanceof InvalidProjectError) || !(await findProject(db, params.id))) throw error
    }
  }
  return addProjectOrigin(db, params.id, params.origins ?? [])
}

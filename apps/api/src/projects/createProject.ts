import { randomBytes } from 'node:crypto'
import type { FeatureOverrides } from '../db/schema'
import { projectOrigins, projects } from '../db/schema'
import type { Database } from '../db/types'
import { FeatureOverridesSchema } from './featureOverridesSchema'
import { findProject } from './findProject'
import { parseOrigin } from './parseOrigin'
import { forgetProject } from './projectCache'
import { publicSuffixOfPattern } from './publicSuffixOfPattern'
import type { Project } from './types'

const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export interface CreateProjectParameters {
  name: string
  /** Defaults to 32 random hex characters. */
  id?: string
  origins?: string[]
  features?: FeatureOverrides
  analyticsEnabled?: boolean
}

/** Thrown for a project that cannot be created as asked (bad id, origin or features, or a taken id). */
export class InvalidProjectError extends Error {
  override name = 'InvalidProjectError'
}

/**
 * Validates the origins of a project and returns them normalised; throws InvalidProjectError on the
 * first invalid one, a pattern over a public suffix included (`https://*.vercel.app` would allow
 * anyone's `evil.vercel.app`).
 *
 * @example
 * normalizeOrigins(['http://127.0.0.1:5173/']) // ['http://127.0.0.1:5173']
 * normalizeOrigins(['https://*.vercel.app']) // throws InvalidProjectError
 */
export function normalizeOrigins(origins: readonly string[]): string[] {
  return [
    ...new Set(
      origins.map((origin) => {
        const parsed = parseOrigin(origin)
        if (!parsed) {
          throw new InvalidProjectError(
            `"${origin}" is not an origin: use scheme://host[:port], e.g. http://127.0.0.1:5173 or https://*.example.com.`,
          )
        }
        const suffix = publicSuffixOfPattern(parsed)
        if (suffix) {
          throw new InvalidProjectError(
            `"${origin}" would allow every site under ${suffix}, a public suffix where anyone can register a name (evil.${suffix}): list your exact origins (https://shop.${suffix}) or a pattern under a name you own (https://*.shop.${suffix}).`,
          )
        }
        return parsed
      }),
    ),
  ]
}

/**
 * Creates a project with its allowed origins and feature overrides in one transaction.
 *
 * @example
 * const project = await createProject(db, { name: 'demo', origins: ['http://127.0.0.1:5173'] })
 * console.log(project.id)
 */
export async function createProject(db: Database, params: CreateProjectParameters): Promise<Project> {
  const id = params.id ?? randomBytes(16).toString('hex')
  if (!PROJECT_ID_PATTERN.test(id)) {
    throw new InvalidProjectError(`"${id}" is not a valid project id: use 1-64 letters, digits, "-" or "_".`)
  }
  const name = params.name.trim()
  if (name.length === 0 || name.length > 200)
    throw new InvalidProjectError('A project needs a name of 1-200 characters.')
  const origins = normalizeOrigins(params.origins ?? [])
  const features = FeatureOverridesSchema.safeParse(params.features ?? {})
  if (!features.success)
    throw new InvalidProjectError(`Invalid features: ${features.error.issues[0]?.message}`)

  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projects)
      .values({ id, name, features: features.data, analyticsEnabled: params.analyticsEnabled ?? true })
      .onConflictDoNothing()
      .returning({ id: projects.id })
    if (inserted.length === 0) return false
    if (origins.length > 0)
      await tx.insert(projectOrigins).values(origins.map((origin) => ({ projectId: id, origin })))
    return true
  })
  if (!created) throw new InvalidProjectError(`A project with id "${id}" already exists.`)
  // This process may remember the id as unknown; other instances learn of it within UNKNOWN_PROJECT_CACHE_MS.
  forgetProject(db, id)
  return (await findProject(db, id))!
}

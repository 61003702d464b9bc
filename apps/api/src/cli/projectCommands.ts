import { parseArgs } from 'node:util'
import type { FeatureOverrides } from '../db/schema'
import { addProjectOrigin, createProject, listProjects, type Project } from '../projects'
import { FeatureOverridesSchema } from '../projects/featureOverridesSchema'
import { publicSuffixOfPattern } from '../projects/publicSuffixOfPattern'
import { type CliContext, UsageError } from './types'

function parseFeatures(json: string | undefined): FeatureOverrides | undefined {
  if (json === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new UsageError(`--features must be JSON, e.g. '{"multi_wallet":{"isEnabled":true}}'`)
  }
  const result = FeatureOverridesSchema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new UsageError(`--features: ${issue?.path.join('.') || 'value'}: ${issue?.message}`)
  }
  return result.data
}

function parseOnOff(value: string | undefined, flag: string): boolean | undefined {
  if (value === undefined) return undefined
  if (value === 'on' || value === 'true') return true
  if (value === 'off' || value === 'false') return false
  throw new UsageError(`${flag} takes on or off`)
}

function describeProject(project: Project): string {
  const origins =
    project.allowedOrigins.length > 0
      ? project.allowedOrigins
          .map((origin) => (publicSuffixOfPattern(origin) ? `${origin} (ignored: a public suffix)` : origin))
          .join(', ')
      : '(no origins)'
  const features =
    Object.keys(project.features).length > 0 ? ` features ${JSON.stringify(project.features)}` : ''
  return `${project.id}  ${project.name}  ${origins}  analytics ${project.analyticsEnabled ? 'on' : 'off'}${features}`
}

/**
 * `project create --name N [--id ID] [--origin O]… [--features JSON] [--analytics on|off] [--json]`
 *
 * @example
 * await projectCreate({ args: ['--name', 'demo', '--origin', 'http://127.0.0.1:5173'], openDatabase, out })
 */
export async function projectCreate(context: CliContext): Promise<void> {
  const { values } = parseArgs({
    args: context.args,
    options: {
      name: { type: 'string' },
      id: { type: 'string' },
      origin: { type: 'string', multiple: true },
      features: { type: 'string' },
      analytics: { type: 'string' },
      json: { type: 'boolean' },
    },
  })
  if (!values.name) throw new UsageError('project create needs --name')
  const params = {
    name: values.name,
    origins: values.origin ?? [],
    ...(values.id ? { id: values.id } : {}),
    ...(values.features ? { features: parseFeatures(values.features) } : {}),
    ...(values.analytics ? { analyticsEnabled: parseOnOff(values.analytics, '--analytics') } : {}),
  }
  const database = await context.openDatabase()
  try {
    const project = await createProject(database.db, params)
    context.out(values.json ? JSON.stringify(project) : `created ${describeProject(project)}`)
  } finally {
    await database.close()
  }
}

/**
 * `project list [--json]`
 *
 * @example
 * await projectList({ args: [], openDatabase, out })
 */
export async function projectList(context: CliContext): Promise<void> {
  const { values } = parseArgs({ args: context.args, options: { json: { type: 'boolean' } } })
  const database = await context.openDatabase()
  try {
    const projects = await listProjects(database.db)
    if (values.json) context.out(JSON.stringify(projects))
    else if (projects.length === 0)
      context.out('no projects yet: latch-services project create --name <name> --origin <origin>')
    else for (const project of projects) context.out(describeProject(project))
  } finally {
    await database.close()
  }
}

/**
 * `project add-origin <projectId> <origin>…`
 *
 * @example
 * await projectAddOrigin({ args: ['latch-demo', 'https://*.example.com'], openDatabase, out })
 */
export async function projectAddOrigin(context: CliContext): Promise<void> {
  const { positionals } = parseArgs({ args: context.args, allowPositionals: true, options: {} })
  const [projectId, ...origins] = positionals
  if (!projectId || origins.length === 0)
    throw new UsageError('project add-origin needs <projectId> <origin>…')
  const database = await context.openDatabase()
  try {
    context.out(`updated ${describeProject(await addProjectOrigin(database.db, projectId, origins))}`)
  } finally {
    await database.close()
  }
}

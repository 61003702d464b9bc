import type { Context } from 'hono'
import type { Database } from '../db/types'
import { ONRAMP_WEBHOOK_PATH } from '../onramp/onrampWebhook'
import { findProjectCached, recallProject } from '../projects/projectCache'
import type { Project } from '../projects/types'
import { type ClientLimit, PROJECT_LOOKUP_BUCKET } from './createClientLimit'
import { errorResponse } from './errors'
import { FARCASTER_CODE_PATH, SOCIAL_CALLBACK_PATH } from './frameOriginMiddleware'
import type { RequestCheck } from './requestChecks'
import { PROJECT_ID_PATTERN } from './schemas'
import type { ApiEnv } from './types'

/**
 * Paths answered without a project: the OpenAPI document, the health check, the social callback (its
 * URL is registered at the provider once for every project; the login it finishes names its project), the
 * Farcaster app's code request (the login its signed nonce names has its project), and the on-ramp webhook
 * (a provider's server calls it, signed, once for every project).
 */
export const PROJECTLESS_PATHS: ReadonlySet<string> = new Set([
  '/openapi.json',
  '/healthz',
  SOCIAL_CALLBACK_PATH,
  FARCASTER_CODE_PATH,
  ONRAMP_WEBHOOK_PATH,
])

function withProject(c: Context<ApiEnv>, projectId: string, project: Project | undefined) {
  if (!project) return errorResponse(c, 'PROJECT_NOT_FOUND', `No project with id "${projectId}".`)
  c.set('project', project)
  return undefined
}

/** A project this instance has not read lately: the read first counts against the caller's lookups. */
async function lookUpProject(
  c: Context<ApiEnv>,
  limitClient: ClientLimit | undefined,
  db: Database,
  projectId: string,
  now: number,
): Promise<Response | undefined> {
  const limited = await limitClient?.(c, PROJECT_LOOKUP_BUCKET)
  if (limited) return limited
  return withProject(c, projectId, await findProjectCached(db, projectId, now))
}

/**
 * Resolves `?projectId=` to a project for every call: missing → 400 PROJECT_ID_MISSING, malformed →
 * 400 PROJECT_ID_INVALID, unknown → 403 PROJECT_NOT_FOUND. Reads are cached (`recallProject`, answered
 * synchronously); a read that would reach the database first counts against the caller's limit of
 * project lookups, so made-up ids cost a client its 429 rather than the database a query each.
 *
 * @example
 * app.use('*', runChecks([projectCheck(createClientLimit(deps))]))
 */
export function projectCheck(limitClient: ClientLimit | undefined): RequestCheck {
  return (c) => {
    if (PROJECTLESS_PATHS.has(c.req.path)) return undefined
    const projectId = c.req.query('projectId')
    if (!projectId)
      return errorResponse(c, 'PROJECT_ID_MISSING', 'The query parameter projectId is required.')
    if (!PROJECT_ID_PATTERN.test(projectId)) {
      return errorResponse(c, 'PROJECT_ID_INVALID', 'projectId must be 1-64 letters, digits, "-" or "_".')
    }
    // c.get, not c.var: Hono builds a new object of every variable on each c.var read.
    const { db, now: clock } = c.get('deps')
    const now = clock?.() ?? Date.now()
    const recalled = recallProject(db, projectId, now)
    if (recalled !== undefined) return withProject(c, projectId, recalled ?? undefined)
    return lookUpProject(c, limitClient, db, projectId, now)
  }
}

import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { NameParamSchema, NameRecordSchema } from '../names/nameRecordSchema'
import { NameWriteSchema } from '../names/nameWriteSchema'
import { releaseName } from '../names/releaseName'
import { setPrimaryName } from '../names/setPrimaryName'
import { useNameMessageOnce } from '../names/useNameMessageOnce'
import { verifyNameWrite } from '../names/verifyNameWrite'

/** A write only the name's owner may make: the address it points to signs toNameMessage with `action`. */
function ownerWriteRoute(action: 'release' | 'primary', summary: string, answer: string) {
  return createRoute({
    method: 'post',
    path: `/v1/profile/account/{name}/${action}`,
    summary,
    middleware: [requireJsonBody()] as const,
    request: {
      params: NameParamSchema,
      query: ProjectQuerySchema,
      body: { required: true, content: { 'application/json': { schema: NameWriteSchema } } },
    },
    responses: {
      200: { description: answer, content: { 'application/json': { schema: NameRecordSchema } } },
      ...errorResponses(401, 404, 409, 413, 415),
    },
  })
}

/**
 * `POST /v1/profile/account/{name}/release`: the owner gives the name up; anyone may register it again.
 * 403 NOT_NAME_OWNER when the name does not point at the signing address for the coin type, 404 when
 * nobody holds it, 409 NAME_MESSAGE_USED for a message used before.
 */
export const postNameReleaseRoute = ownerWriteRoute(
  'release',
  'Release a name',
  'The record the name had until it was released',
)

export const postNameReleaseHandler: RouteHandler<typeof postNameReleaseRoute, ApiEnv> = async (c) => {
  const { name } = c.req.valid('param')
  const { deps } = c.var
  const body = c.req.valid('json')
  const write = await verifyNameWrite(deps, body, { action: 'release', name })
  const once = { message: body.message, timestamp: write.timestamp, now: deps.now?.() ?? Date.now() }
  return c.json(await useNameMessageOnce(deps.db, once, (tx) => releaseName(tx, write)), 200)
}

/**
 * `POST /v1/profile/account/{name}/primary`: the owner makes the name its address's primary one, which
 * reverse lookups and `GET /v1/identity/{address}` answer first. 403, 404 and 409 as for release.
 */
export const postNamePrimaryRoute = ownerWriteRoute(
  'primary',
  'Choose the primary name',
  'The record of the name that is now primary',
)

export const postNamePrimaryHandler: RouteHandler<typeof postNamePrimaryRoute, ApiEnv> = async (c) => {
  const { name } = c.req.valid('param')
  const { deps } = c.var
  const body = c.req.valid('json')
  const write = await verifyNameWrite(deps, body, { action: 'primary', name })
  const once = { message: body.message, timestamp: write.timestamp, now: deps.now?.() ?? Date.now() }
  return c.json(await useNameMessageOnce(deps.db, once, (tx) => setPrimaryName(tx, write)), 200)
}

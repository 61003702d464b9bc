import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findNameRecords } from '../names/findNameRecords'
import { NameParamSchema, NameRecordSchema } from '../names/nameRecordSchema'
import { DEFAULT_NAME_SUFFIX, normalizeName } from '../names/nameRules'

/** `GET /v1/profile/account/{name}`: a registered name's record, or 404. */
export const getProfileAccountRoute = createRoute({
  method: 'get',
  path: '/v1/profile/account/{name}',
  summary: "A name's record",
  request: { params: NameParamSchema, query: ProjectQuerySchema },
  responses: {
    200: { description: 'The record', content: { 'application/json': { schema: NameRecordSchema } } },
    ...errorResponses(404),
  },
})

export const getProfileAccountHandler: RouteHandler<typeof getProfileAccountRoute, ApiEnv> = async (c) => {
  const { deps } = c.var
  const { name } = normalizeName(c.req.valid('param').name, deps.nameSuffix ?? DEFAULT_NAME_SUFFIX)
  const [record] = await findNameRecords(deps.db, [name])
  if (!record) throw new ApiError('NOT_FOUND', `The name ${name} is not registered.`)
  return c.json(record, 200)
}

import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { NameParamSchema } from '../names/nameRecordSchema'
import { DEFAULT_NAME_SUFFIX, normalizeName } from '../names/nameRules'
import { suggestNames } from '../names/suggestNames'

export const NameSuggestionsSchema = z
  .object({
    suggestions: z.array(
      z.object({ name: z.string().openapi({ example: 'alice1.latch.local' }), registered: z.boolean() }),
    ),
  })
  .openapi('NameSuggestions')

/** `GET /v1/profile/suggestions/{name}`: the name asked for, and free alternatives. */
export const getProfileSuggestionsRoute = createRoute({
  method: 'get',
  path: '/v1/profile/suggestions/{name}',
  summary: 'Name suggestions',
  request: { params: NameParamSchema, query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'The name asked for first (registered or not), then free alternatives',
      content: { 'application/json': { schema: NameSuggestionsSchema } },
    },
    ...errorResponses(),
  },
})

export const getProfileSuggestionsHandler: RouteHandler<typeof getProfileSuggestionsRoute, ApiEnv> = async (
  c,
) => {
  const { deps } = c.var
  const suffix = deps.nameSuffix ?? DEFAULT_NAME_SUFFIX
  const { label } = normalizeName(c.req.valid('param').name, suffix)
  return c.json({ suggestions: await suggestNames(deps.db, { label, suffix }) }, 200)
}

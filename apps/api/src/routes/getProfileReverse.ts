import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { EvmAddressSchema } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { positiveInt } from '../http/textSchemas'
import type { ApiEnv } from '../http/types'
import { findNamesByAddress, MAX_NAME_PAGES, MAX_NAMES_PER_PAGE } from '../names/findNameRecords'
import { NameRecordSchema } from '../names/nameRecordSchema'

/** `GET /v1/profile/reverse/{address}`: a page of the names pointing at an address, oldest first. */
export const getProfileReverseRoute = createRoute({
  method: 'get',
  path: '/v1/profile/reverse/{address}',
  summary: 'Names of an address',
  request: {
    params: z.object({
      address: EvmAddressSchema.openapi({
        param: { name: 'address', in: 'path' },
        example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    }),
    query: ProjectQuerySchema.extend({
      page: positiveInt(MAX_NAME_PAGES)
        .optional()
        .openapi({
          param: { name: 'page', in: 'query' },
          description: `1-${MAX_NAME_PAGES}, default 1; ${MAX_NAMES_PER_PAGE} names a page, a shorter page is the last`,
          example: '1',
        }),
    }),
  },
  responses: {
    200: {
      description: `Up to ${MAX_NAMES_PER_PAGE} of its names (empty when none), the primary one first`,
      content: { 'application/json': { schema: z.array(NameRecordSchema) } },
    },
    ...errorResponses(),
  },
})

export const getProfileReverseHandler: RouteHandler<typeof getProfileReverseRoute, ApiEnv> = async (c) => {
  const { address } = c.req.valid('param')
  const { page } = c.req.valid('query')
  return c.json(await findNamesByAddress(c.var.deps.db, address, page), 200)
}

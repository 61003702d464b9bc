import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { EvmAddressSchema } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findNamesByAddress } from '../names/findNameRecords'
import { NameRecordSchema } from '../names/nameRecordSchema'

/** `GET /v1/profile/reverse/{address}`: the names pointing at an address, oldest first. */
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
    query: ProjectQuerySchema,
  },
  responses: {
    200: {
      description: 'Its names (empty when none), the primary one first',
      content: { 'application/json': { schema: z.array(NameRecordSchema) } },
    },
    ...errorResponses(),
  },
})

export const getProfileReverseHandler: RouteHandler<typeof getProfileReverseRoute, ApiEnv> = async (c) => {
  const { address } = c.req.valid('param')
  return c.json(await findNamesByAddress(c.var.deps.db, address), 200)
}

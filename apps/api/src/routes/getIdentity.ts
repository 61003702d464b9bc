import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AccountParamSchema } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findPrimaryName } from '../names/findPrimaryName'
import { isAvatarUrl } from '../names/isAvatarUrl'

export const IdentitySchema = z
  .object({
    name: z.string().nullable().openapi({ example: 'alice.latch.local' }),
    avatar: z.string().nullable().openapi({ description: "The primary name's avatar attribute" }),
  })
  .openapi('Identity')

/** `GET /v1/identity/{address}`: an address's primary name (its oldest) and avatar, or nulls. */
export const getIdentityRoute = createRoute({
  method: 'get',
  path: '/v1/identity/{address}',
  summary: "An address's name and avatar",
  request: {
    params: z.object({
      address: AccountParamSchema.openapi({
        param: { name: 'address', in: 'path' },
        description: 'An EVM address or a CAIP-10 eip155 account',
        example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    }),
    query: ProjectQuerySchema,
  },
  responses: {
    200: { description: 'The identity', content: { 'application/json': { schema: IdentitySchema } } },
    ...errorResponses(),
  },
})

export const getIdentityHandler: RouteHandler<typeof getIdentityRoute, ApiEnv> = async (c) => {
  const { address } = c.req.valid('param')
  const primary = await findPrimaryName(c.var.deps.db, address.address)
  const avatar = primary?.attributes.avatar
  // Names registered before the avatar rule may hold another scheme: never hand it to an <img>.
  return c.json({ name: primary?.name ?? null, avatar: avatar && isAvatarUrl(avatar) ? avatar : null }, 200)
}

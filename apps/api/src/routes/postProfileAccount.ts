import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { verifyMessage } from 'viem'
import { requireJsonBody } from '../http/bodyMiddleware'
import { EvmAddressSchema } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { SignatureSchema } from '../http/signatureSchema'
import type { ApiEnv } from '../http/types'
import { toChainIdFromCoinType } from '../names/coinType'
import { NameRecordSchema } from '../names/nameRecordSchema'
import { DEFAULT_NAME_SUFFIX, normalizeName } from '../names/nameRules'
import { registerName } from '../names/registerName'
import { parseRegistrationMessage } from '../names/registrationMessage'

export const RegisterNameSchema = z
  .object({
    coin_type: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: 'ENSIP-11: 60 for Ethereum, 0x80000000 | chainId otherwise', example: 60 }),
    address: EvmAddressSchema.openapi({ example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    message: z.string().max(8192).openapi({
      description: 'The signed JSON { name, attributes, timestamp (seconds) }',
      example: '{"name":"alice.latch.local","attributes":{},"timestamp":1700000000}',
    }),
    signature: SignatureSchema.openapi({ description: "The address's personal_sign signature over message" }),
  })
  .openapi('RegisterName')

/**
 * `POST /v1/profile/account`: registers a name for an address. The address must have signed the JSON
 * message (name, attributes, timestamp in seconds) within the last 10 minutes.
 */
export const postProfileAccountRoute = createRoute({
  method: 'post',
  path: '/v1/profile/account',
  summary: 'Register a name',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: RegisterNameSchema } } },
  },
  responses: {
    200: {
      description: 'The registered name',
      content: { 'application/json': { schema: NameRecordSchema } },
    },
    ...errorResponses(401, 409, 413, 415),
  },
})

/**
 * Checks in this order: coin type (400 INVALID_COIN_TYPE, 'Invalid chainId' per spec §5), the message
 * (400 INVALID_BODY, or 400 MESSAGE_EXPIRED when stale), the name rules (400 INVALID_NAME), the
 * signature (401 INVALID_SIGNATURE), then registers (409 NAME_TAKEN).
 */
export const postProfileAccountHandler: RouteHandler<typeof postProfileAccountRoute, ApiEnv> = async (c) => {
  const body = c.req.valid('json')
  const { deps } = c.var
  toChainIdFromCoinType(body.coin_type)
  const message = parseRegistrationMessage(body.message, deps.now?.() ?? Date.now())
  const { name } = normalizeName(message.name, deps.nameSuffix ?? DEFAULT_NAME_SUFFIX)
  const valid = await verifyMessage({
    address: body.address,
    message: body.message,
    signature: body.signature,
  }).catch(() => false)
  if (!valid) throw new ApiError('INVALID_SIGNATURE', "signature: not the address's signature over message")
  const record = await registerName(deps.db, {
    name,
    attributes: message.attributes,
    coinType: body.coin_type,
    address: body.address,
  })
  return c.json(record, 200)
}

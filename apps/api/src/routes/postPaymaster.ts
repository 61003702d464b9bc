import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import {
  answerPaymasterRpc,
  PAYMASTER_BATCH_LIMIT,
  PAYMASTER_PATH_PREFIX,
} from '../paymaster/answerPaymasterRpc'
import { PAYMASTER_DENIAL_CODES, PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import { PaymasterRpcAnswerSchema } from '../paymaster/paymasterRpcSchemas'
import { readPaymasterCaller } from '../paymaster/readPaymasterCaller'
import { SPONSORSHIP_VALIDITY_SECONDS } from '../paymaster/sponsorshipPolicy'

const codes = Object.entries(PAYMASTER_RPC_ERROR_CODES)
  .map(([name, code]) => {
    const reasons = PAYMASTER_DENIAL_CODES[name as keyof typeof PAYMASTER_DENIAL_CODES]
    return `${code} ${name}${reasons ? ` (data.code ${reasons.join(', ')})` : ''}`
  })
  .join('; ')

/**
 * `POST /v1/paymaster/{chainId}`: the operator's paymaster web service (ERC-7677) for one chain, as JSON-RPC
 * 2.0, for the embedded wallet's signed-in person (`Authorization: Bearer <session token>`). The body is
 * checked by the handler, not by the route, so that a malformed one is answered as JSON-RPC (an error with
 * code, message and `data.code`, HTTP 200) rather than with the services' `{ code, message }`.
 */
export const postPaymasterRoute = createRoute({
  method: 'post',
  path: `${PAYMASTER_PATH_PREFIX}{chainId}`,
  summary: 'Paymaster web service (ERC-7677)',
  description: `JSON-RPC 2.0 (a batch of up to ${PAYMASTER_BATCH_LIMIT} requests too): pm_getPaymasterStubData and pm_getPaymasterData for EntryPoint v0.8 user operations on the path's chain (LATCH_PAYMASTERS), sponsored only for the embedded wallet's signed-in person (Authorization: Bearer <session token>) and their own smart account of the configured factory, within the gas and fee caps, each approval reserving its maximum cost of the person's and the project's daily budgets, and valid for ${SPONSORSHIP_VALIDITY_SECONDS} s. Refusals are JSON-RPC errors with HTTP 200: ${codes}.`,
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    params: z.object({
      chainId: z
        .string()
        .regex(/^[1-9][0-9]{0,15}$/, 'must be a decimal chain id')
        .refine((id) => Number.isSafeInteger(Number(id)), 'must be a decimal chain id below 2^53')
        .openapi({ param: { name: 'chainId', in: 'path' }, example: '31337' }),
    }),
    query: ProjectQuerySchema,
    body: {
      required: true,
      // A reference, not a zod schema: documented here, checked by the handler.
      content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymasterRpcRequest' } } },
    },
  },
  responses: {
    200: {
      description: 'The JSON-RPC answer (an array for a batch): a result, or an error',
      content: {
        'application/json': {
          schema: z
            .union([PaymasterRpcAnswerSchema, z.array(PaymasterRpcAnswerSchema)])
            .openapi('PaymasterRpcAnswer'),
        },
      },
    },
    ...errorResponses(413, 415),
  },
})

export const postPaymasterHandler: RouteHandler<typeof postPaymasterRoute, ApiEnv> = async (c) => {
  const { deps, project } = c.var
  const answer = await answerPaymasterRpc(
    {
      chainId: Number(c.req.valid('param').chainId),
      paymasters: deps.paymasters,
      now: deps.now?.() ?? Date.now(),
      caller: await readPaymasterCaller(c),
      projectId: project.id,
      db: deps.db,
      chains: deps.chains,
    },
    await c.req.text(),
  )
  return c.json(answer, 200)
}

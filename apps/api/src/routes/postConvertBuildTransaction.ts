import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { SLIPPAGE_TOLERANCE } from '@latch/core/internal'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { buildSwapTransaction } from '../swap/buildSwapTransaction'
import { findSwapContext } from '../swap/findSwapContext'
import { requireSameChain } from '../swap/requireSameChain'
import { swapErrorDocs } from '../swap/swapErrorDocs'
import { SlippageSchema, SwapAccountSchema, SwapAmountSchema } from '../swap/swapSchemas'
import { SwapTxFeeSchema } from './getConvertBuildApprove'

/** `POST /v1/convert/build-transaction`: the swap itself, ready to sign. */
export const postConvertBuildTransactionRoute = createRoute({
  method: 'post',
  path: '/v1/convert/build-transaction',
  summary: 'The swap transaction: the router call with its minimum out and deadline',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              amount: SwapAmountSchema.openapi({ description: "In the sold token's base units" }),
              from: SwapAccountSchema.openapi({ description: 'The token sold (CAIP-10)' }),
              to: SwapAccountSchema.openapi({ description: 'The token bought (CAIP-10)' }),
              userAddress: SwapAccountSchema.openapi({ description: 'The account swapping (CAIP-10)' }),
              disableEstimate: z.boolean().optional().openapi({
                description: 'A fixed gas ceiling instead of estimating (before the approve lands)',
              }),
              slippage: SlippageSchema.optional().openapi({
                description: `Percent, above 0, at most 50 (default ${SLIPPAGE_TOLERANCE})`,
              }),
            })
            .openapi('SwapBuildRequest'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The swap transaction',
      content: {
        'application/json': {
          schema: z
            .object({
              tx: z.object({
                from: z.string(),
                to: z.string().openapi({ description: 'The router' }),
                data: z.string(),
                value: z
                  .string()
                  .openapi({ description: 'Wei: the amount when selling the native currency' }),
                amount: z.string().openapi({ description: 'The expected amount bought' }),
                minAmountOut: z.string().openapi({ description: 'amount × (100 − slippage) / 100, floored' }),
                deadline: z.number().int().openapi({ description: 'Unix seconds' }),
                eip155: SwapTxFeeSchema,
              }),
            })
            .openapi('SwapTransaction'),
        },
      },
    },
    ...errorResponses(413, 415),
    ...swapErrorDocs(),
  },
})

export const postConvertBuildTransactionHandler: RouteHandler<
  typeof postConvertBuildTransactionRoute,
  ApiEnv
> = async (c) => {
  const body = c.req.valid('json')
  const chainId = requireSameChain(body.userAddress, { from: body.from, to: body.to }, 'INVALID_BODY')
  const { deps, project } = c.var
  const tx = await buildSwapTransaction(findSwapContext(deps, project.id, chainId), {
    user: body.userAddress.address,
    from: body.from.address,
    to: body.to.address,
    amount: body.amount,
    slippage: body.slippage ?? SLIPPAGE_TOLERANCE,
    disableEstimate: body.disableEstimate ?? false,
    now: deps.now?.() ?? Date.now(),
  })
  return c.json({ tx }, 200)
}

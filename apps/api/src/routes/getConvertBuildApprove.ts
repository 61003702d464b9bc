import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { buildSwapApprove } from '../swap/buildSwapApprove'
import { findSwapSource } from '../swap/findSwapSource'
import { requireSameChain } from '../swap/requireSameChain'
import { swapErrorDocs } from '../swap/swapErrorDocs'
import { SwapAmountSchema, swapQueryParam } from '../swap/swapSchemas'

/** The fee part of a built transaction. */
export const SwapTxFeeSchema = z.object({
  gas: z.string().openapi({ description: 'Gas limit, decimal', example: '46000' }),
  gasPrice: z.string().openapi({ description: 'Wei, decimal', example: '1000000000' }),
})

/** `GET /v1/convert/build-approve`: the approve a token swap needs first. */
export const getConvertBuildApproveRoute = createRoute({
  method: 'get',
  path: '/v1/convert/build-approve',
  summary: "The approve that lets the swap's spender move the sold token",
  request: {
    query: ProjectQuerySchema.extend({
      userAddress: swapQueryParam('userAddress', 'The account swapping', 'account'),
      from: swapQueryParam('from', 'The token sold (an ERC-20)', 'token'),
      to: swapQueryParam('to', 'The token bought', 'token'),
      amount: SwapAmountSchema.openapi({
        param: { name: 'amount', in: 'query' },
        description: "What to allow, in the sold token's base units",
        example: '1000000',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The approve transaction',
      content: {
        'application/json': {
          schema: z
            .object({
              tx: z.object({
                from: z.string(),
                to: z.string().openapi({ description: 'The token' }),
                data: z.string().openapi({ description: 'approve(spender, amount)' }),
                value: z.string(),
                eip155: SwapTxFeeSchema,
              }),
            })
            .openapi('SwapApprove'),
        },
      },
    },
    ...errorResponses(),
    ...swapErrorDocs(),
  },
})

export const getConvertBuildApproveHandler: RouteHandler<typeof getConvertBuildApproveRoute, ApiEnv> = async (
  c,
) => {
  const { userAddress, from, to, amount } = c.req.valid('query')
  const chainId = requireSameChain(userAddress, { from, to }, 'INVALID_QUERY')
  const market = findSwapSource(c.var.deps, chainId)
  const tx = await buildSwapApprove(market, { user: userAddress.address, token: from.address, amount })
  return c.json({ tx }, 200)
}

import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findSwapSource } from '../swap/findSwapSource'
import { readSwapAllowance } from '../swap/readSwapAllowance'
import { requireSameChain } from '../swap/requireSameChain'
import { swapErrorDocs } from '../swap/swapErrorDocs'
import { swapQueryParam } from '../swap/swapSchemas'

/** `GET /v1/convert/allowance`: what an account lets the swap's spender move of a token. */
export const getConvertAllowanceRoute = createRoute({
  method: 'get',
  path: '/v1/convert/allowance',
  summary: "What an account lets the swap's spender (the router) move of a token",
  request: {
    query: ProjectQuerySchema.extend({
      tokenAddress: swapQueryParam('tokenAddress', 'The token', 'token'),
      userAddress: swapQueryParam('userAddress', 'The account', 'account'),
    }),
  },
  responses: {
    200: {
      description: 'The allowance in base units (the largest uint256 for the native currency)',
      content: {
        'application/json': {
          schema: z.object({ allowance: z.string().openapi({ example: '0' }) }).openapi('SwapAllowance'),
        },
      },
    },
    ...errorResponses(),
    ...swapErrorDocs(),
  },
})

export const getConvertAllowanceHandler: RouteHandler<typeof getConvertAllowanceRoute, ApiEnv> = async (
  c,
) => {
  const { tokenAddress, userAddress } = c.req.valid('query')
  const chainId = requireSameChain(userAddress, { tokenAddress }, 'INVALID_QUERY')
  const market = findSwapSource(c.var.deps, chainId)
  const allowance = await readSwapAllowance(market, {
    user: userAddress.address,
    token: tokenAddress.address,
  })
  return c.json({ allowance: allowance.toString() }, 200)
}

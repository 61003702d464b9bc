import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findSwapContext } from '../swap/findSwapContext'
import { quoteSwap } from '../swap/quoteSwap'
import { requireSameChain } from '../swap/requireSameChain'
import { swapErrorDocs } from '../swap/swapErrorDocs'
import { toSwapTokenId } from '../swap/swapNativeToken'
import { SwapAmountSchema, swapQueryParam } from '../swap/swapSchemas'

export const SwapQuoteSchema = z
  .object({
    id: z.string().openapi({ example: 'uniswap-v2' }),
    fromAmount: z.string(),
    fromAccount: z.string().openapi({ description: 'The token sold (CAIP-10)' }),
    toAmount: z.string().openapi({ description: "The router's getAmountsOut for fromAmount" }),
    toAccount: z.string().openapi({ description: 'The token bought (CAIP-10)' }),
    priceImpact: z
      .number()
      .openapi({ description: 'Percent, ≥ 0, against the pools’ mid price, fees included' }),
    route: z
      .array(z.string())
      .openapi({ description: 'The pool path, CAIP-10 hops (WETH for the native currency)' }),
  })
  .openapi('SwapQuote')

/** `GET /v1/convert/quotes`: what an amount of one token buys of another. */
export const getConvertQuotesRoute = createRoute({
  method: 'get',
  path: '/v1/convert/quotes',
  summary: 'Quotes for swapping an amount of one token into another',
  request: {
    query: ProjectQuerySchema.extend({
      amount: SwapAmountSchema.openapi({
        param: { name: 'amount', in: 'query' },
        description: "In the sold token's base units",
        example: '100000000000000000',
      }),
      userAddress: swapQueryParam('userAddress', 'The account swapping', 'account'),
      from: swapQueryParam('from', 'The token sold', 'token'),
      to: swapQueryParam('to', 'The token bought', 'token'),
    }),
  },
  responses: {
    200: {
      description: 'The quotes',
      content: {
        'application/json': { schema: z.object({ quotes: z.array(SwapQuoteSchema) }).openapi('SwapQuotes') },
      },
    },
    ...errorResponses(),
    ...swapErrorDocs(),
  },
})

export const getConvertQuotesHandler: RouteHandler<typeof getConvertQuotesRoute, ApiEnv> = async (c) => {
  const { amount, userAddress, from, to } = c.req.valid('query')
  const chainId = requireSameChain(userAddress, { from, to }, 'INVALID_QUERY')
  const context = findSwapContext(c.var.deps, c.var.project.id, chainId)
  const quote = await quoteSwap(context, { from: from.address, to: to.address, amount })
  return c.json(
    {
      quotes: [
        {
          id: quote.id,
          fromAmount: amount.toString(),
          fromAccount: toSwapTokenId(chainId, from.address),
          toAmount: quote.toAmount.toString(),
          toAccount: toSwapTokenId(chainId, to.address),
          priceImpact: quote.priceImpact,
          route: quote.path.map((hop) => toSwapTokenId(chainId, hop)),
        },
      ],
    },
    200,
  )
}

import { z } from '@hono/zod-openapi'
import { type Address, maxUint256 } from 'viem'
import { toAccountParam } from '../http/chainSchemas'

/** A CAIP-10 eip155 id read: its chain and its address, checksummed. */
export interface SwapAccount {
  chainId: number
  address: Address
}

/** A CAIP-10 eip155 id (`eip155:31337:0x…`) of an account or a token, parsed to its chain and address. */
export const SwapAccountSchema = z
  .string()
  .max(120)
  .transform((value, context): SwapAccount => {
    const account = toAccountParam(value)
    if (!account || account.chainId === undefined) {
      context.addIssue({ code: 'custom', message: 'must be a CAIP-10 id such as eip155:1:0x…' })
      return z.NEVER
    }
    return { chainId: account.chainId, address: account.address }
  })

/** An amount in a token's base units: a whole number above 0 that fits in uint256. */
export const SwapAmountSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'must be a whole number of base units')
  .transform((text) => BigInt(text))
  .refine((amount) => amount > 0n && amount <= maxUint256, 'must be above 0 and fit in uint256')

/** The slippage tolerance in percent: above 0, at most 50. */
export const SlippageSchema = z.number().gt(0).max(50)

/** Example ids for the documentation: an account, and the native currency as a token. */
const SWAP_ID_EXAMPLES = {
  account: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  token: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
} as const

/**
 * A CAIP-10 query parameter of the swap routes, documented for OpenAPI.
 *
 * @example query: { from: swapQueryParam('from', 'The token sold', 'token') }
 */
export function swapQueryParam(name: string, description: string, kind: keyof typeof SWAP_ID_EXAMPLES) {
  const what = kind === 'token' ? 'CAIP-10; the native currency is 0xeeee…eeee' : 'CAIP-10'
  return SwapAccountSchema.openapi({
    param: { name, in: 'query' },
    description: `${description} (${what})`,
    example: SWAP_ID_EXAMPLES[kind],
  })
}

import * as z from 'zod/mini'
import { SLIPPAGE_TOLERANCE } from '../constants'
import type { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import type { TransactionRevertedError } from '../errors/send'
import { type SwapRevertedError, SwapValidationError } from '../errors/swap'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { checkSwapAmount } from '../rules/checkSwap'
import { getActiveAccount } from '../selectors'
import type { SwapToken } from '../types/swap'
import { parseActionParameters } from './parseActionParameters'
import { refreshAfterSend } from './refreshAfterSend'
import { reportActionError } from './reportActionError'
import { runSwap } from './runSwap'

export interface SwapTokensParameters {
  /** The token to sell, as the swap service lists it (`getSwapTokens` of `@latch/core/services`). */
  from: SwapToken
  /** The token to buy. */
  to: SwapToken
  /** Whole tokens of `from`, as a decimal string: '1.5'. */
  amount: string
  /** The price movement accepted, in percent, above 0 and at most 50; the spec's 1 when left out. */
  slippage?: number
}

/** The swap's hash, once it is mined and succeeded. */
export type SwapTokensReturnType = string

/**
 * What `swapTokens` rejects with: bad parameters, a refused swap ('Select a token', 'Enter an amount',
 * a malformed amount), nothing connected, the person's refusal, a reverted approve or swap, or any
 * step's failure.
 */
export type SwapTokensErrorType =
  | InvalidInputError
  | SwapValidationError
  | ActiveAddressNotFoundError
  | SwapRevertedError
  | TransactionRevertedError
  | LatchError

const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
})

const parametersSchema = z.object({
  from: z.optional(swapTokenSchema),
  to: z.optional(swapTokenSchema),
  amount: z.string(),
  slippage: z.optional(
    z.number().check(z.refine((n) => n > 0 && n <= 50, 'a percent above 0 and at most 50 is required')),
  ),
})

/**
 * Swaps `amount` of `from` for `to` through the connected wallet on the active network, and resolves
 * with the swap's hash once it is mined. Selling a token whose allowance is short, the wallet is asked
 * for the approve first, mined before the swap. The swap accepts the price moving by `slippage` percent
 * from the service's quote; past that it reverts with `SwapRevertedError`, 'The price moved beyond your
 * 1% slippage tolerance. Try again.' It shows at once in Activity as pending; balances and Activity are
 * read again after it. Every failure is reported.
 *
 * @example
 * const [eth, lusd] = await getSwapTokens(latch, { chainId: 'eip155:1' })
 * const hash = await swapTokens(latch, { from: eth, to: lusd, amount: '1' })
 */
export async function swapTokens(
  latch: Latch,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const {
    from,
    to,
    amount,
    slippage = SLIPPAGE_TOLERANCE,
  } = parseActionParameters(latch, parametersSchema, parameters)
  const { value, message } = checkSwapAmount({ from, to, amount })
  if (!from || !to || value === undefined || message) {
    throw reportActionError(latch, new SwapValidationError(message || 'Enter an amount'))
  }
  const userAddress = getActiveAccount(getStore(latch).getState())?.caipAddress
  if (!userAddress) {
    throw reportActionError(latch, new ActiveAddressNotFoundError({ details: 'Connect a wallet to swap.' }))
  }
  const { hash } = await runSwap(latch, { from, to, value, slippage, userAddress })
  void refreshAfterSend(latch, hash)
  return hash
}

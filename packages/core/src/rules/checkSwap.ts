import { LatchError } from '../errors/LatchError'
import type { TokenBalance } from '../types/portfolio'
import type { SwapToken } from '../types/swap'
import { parseSendAmount } from './parseSendAmount'
import { tokenBalanceUnits } from './tokenBalanceUnits'

export interface CheckSwapParameters {
  from?: SwapToken
  to?: SwapToken
  /** As typed, in whole tokens of `from`. */
  amount: string
  /** The account's balance of `from` (swapTokenBalance); none means nothing to sell. */
  balance?: TokenBalance
}

/** The Swap form checked: the amount in base units when it can be quoted, and why not otherwise. */
export interface SwapCheck {
  /** Base units of `from`, when the amount is a valid, positive amount of it. */
  value?: bigint
  /** '' when the swap can go ahead (or nothing is typed yet), else what to show under the form. */
  message: string
}

/**
 * Checks a swap's tokens and amount, the balance aside: both tokens chosen ('Select a token'), an
 * amount typed (no message yet), a plain decimal with at most the token's decimals ('Enter a valid
 * amount', 'Too many decimal places for LUSD (6)', as Send says it).
 *
 * @example checkSwapAmount({ from: eth, to: lusd, amount: '1.5' }) // { value: 1_500_000_000_000_000_000n, message: '' }
 */
export function checkSwapAmount({ from, to, amount }: Omit<CheckSwapParameters, 'balance'>): SwapCheck {
  if (!from || !to) return { message: 'Select a token' }
  if (!amount.trim()) return { message: '' }
  try {
    return {
      value: parseSendAmount(amount, { symbol: from.symbol, quantity: { decimals: String(from.decimals) } }),
      message: '',
    }
  } catch (error) {
    if (error instanceof LatchError) return { message: error.shortMessage }
    throw error
  }
}

/**
 * Checks the Swap form in this order: checkSwapAmount's checks, then within the balance ('Insufficient
 * balance'; the value is still given, so a quote can show what it would buy).
 *
 * @example checkSwap({ from: eth, to: lusd, amount: '1.5', balance }) // { value: 1_500_000_000_000_000_000n, message: '' }
 */
export function checkSwap({ from, to, amount, balance }: CheckSwapParameters): SwapCheck {
  const { value, message } = checkSwapAmount({ from, to, amount })
  if (value === undefined || message) return { value, message }
  if (!balance || value > tokenBalanceUnits(balance)) return { value, message: 'Insufficient balance' }
  return { value, message: '' }
}

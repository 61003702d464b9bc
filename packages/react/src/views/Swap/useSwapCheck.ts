import type { SwapState } from '@latch/core/internal'
import { checkSwap, maxSwapAmount, swapTokenBalance } from '@latch/core/internal'
import type { TokenBalance } from '@latch/core/services'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

export interface SwapCheck {
  swap: SwapState
  /** The account's balances of the two tokens, from the portfolio. */
  fromBalance?: TokenBalance
  toBalance?: TokenBalance
  /** checkSwap's message for the form as it is, or the last quote or swap failure. */
  message: string
  /** Whether the message is a fault (red) rather than a hint. */
  isError: boolean
  /** The form holds a quote for a valid amount within the balance: it can be reviewed and swapped (again after a failed swap). */
  ready: boolean
  /** What Max fills in: the balance, less the gas a swap may cost for the native currency. */
  maxAmount?: string
}

/**
 * The Swap form checked by core's rule (the same check submitSwap runs first), with what the Swap
 * views show beside it.
 *
 * @example const { ready, message } = useSwapCheck()
 */
export function useSwapCheck(): SwapCheck {
  const swap = useLatchSelector((s) => s.swap)
  const { t } = useI18n()
  const portfolio = useLatchSelector((s) => s.portfolio.tokens)
  const { from, to, amount } = swap
  const fromBalance = from && swapTokenBalance(from, portfolio)
  const toBalance = to && swapTokenBalance(to, portfolio)
  const check = checkSwap({ from, to, amount, balance: fromBalance })
  const failure = swap.error?.message
  const message =
    check.message || failure || (swap.quoteStatus === 'loading' ? t('swap.fetchingPriceText') : '')
  return {
    swap,
    fromBalance,
    toBalance,
    message,
    isError: Boolean(check.message || failure),
    // a failed quote leaves no quote; a refused or reverted swap can be tried again at once
    ready: !check.message && swap.quoteStatus === 'ready' && swap.quote !== undefined,
    maxAmount: from ? maxSwapAmount(from, fromBalance, swap.gasPrice) : undefined,
  }
}

import type { Address, Hex } from 'viem'
import { estimateTxFee, type TxFee } from './estimateTxFee'
import type { SwapContext } from './findSwapContext'
import { quoteSwap } from './quoteSwap'
import { toMinAmountOut } from './toMinAmountOut'

/** How long a built swap stays valid: its deadline is this many seconds after it was built. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/** The gas of a swap built with `disableEstimate` (it cannot be estimated before its approve lands). */
export const SWAP_GAS_CEILING = 300_000n

export interface BuildSwapTransactionParameters {
  user: Address
  from: Address
  to: Address
  amount: bigint
  /** Percent. */
  slippage: number
  disableEstimate: boolean
  /** Milliseconds since the epoch. */
  now: number
}

/** The `tx` of `POST /v1/convert/build-transaction`. */
export interface SwapTransaction {
  from: Address
  to: Address
  data: Hex
  value: string
  amount: string
  minAmountOut: string
  deadline: number
  eip155: TxFee
}

/**
 * Quotes the swap and builds its transaction: the router call with amountOutMin from the slippage, the
 * deadline 20 minutes on, the user as recipient, and its gas (estimated as the user, or the fixed
 * ceiling with `disableEstimate`).
 *
 * @example
 * const tx = await buildSwapTransaction(context, { user, from, to, amount, slippage: 1, disableEstimate: false, now: Date.now() })
 */
export async function buildSwapTransaction(
  context: SwapContext,
  params: BuildSwapTransactionParameters,
): Promise<SwapTransaction> {
  const { user, from, to, amount } = params
  const quote = await quoteSwap(context, { from, to, amount })
  const minAmountOut = toMinAmountOut(quote.toAmount, params.slippage)
  const deadline = Math.floor(params.now / 1000) + SWAP_DEADLINE_SECONDS
  const call = context.source.swapCall({
    quote,
    from,
    to,
    amount,
    minAmountOut,
    recipient: user,
    deadline: BigInt(deadline),
  })
  const fee = await estimateTxFee(
    context.client,
    context.chain.id,
    { ...call, account: user },
    params.disableEstimate ? SWAP_GAS_CEILING : undefined,
  )
  return {
    from: user,
    to: call.to,
    data: call.data,
    value: call.value.toString(),
    amount: quote.toAmount.toString(),
    minAmountOut: minAmountOut.toString(),
    deadline,
    eip155: fee,
  }
}

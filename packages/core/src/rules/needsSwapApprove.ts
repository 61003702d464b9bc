import { isSwapNativeToken } from './isSwapNativeToken'

export interface NeedsSwapApproveParameters {
  /** CAIP-10 id of the token sold. */
  from: string
  /** Base units to sell. */
  amount: bigint
  /** What the router may already spend of it. */
  allowance: bigint
}

/**
 * Whether the swap needs an approve first: selling a token (never the native currency) for more than
 * the router may spend.
 *
 * @example needsSwapApprove({ from: lusd, amount: 5_000_000n, allowance: 0n }) // true
 */
export function needsSwapApprove({ from, amount, allowance }: NeedsSwapApproveParameters): boolean {
  return !isSwapNativeToken(from) && allowance < amount
}

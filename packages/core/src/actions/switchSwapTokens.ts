import type { Latch } from '../latch'
import { getStore } from '../latch'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'

export type SwitchSwapTokensReturnType = undefined

/**
 * Turns the Swap form around: the token bought becomes the one sold and the other way round; the
 * amount typed stays and is quoted for the new direction once the form rests (300 ms).
 *
 * @example switchSwapTokens(latch)
 */
export function switchSwapTokens(latch: Latch): SwitchSwapTokensReturnType {
  const { from, to } = getStore(latch).getState().swap
  updateSwap(latch, { from: to, to: from })
  scheduleSwapQuote(latch)
}

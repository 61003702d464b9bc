import { BALANCE_RETRY_AFTER_MS } from '@latch/core/internal'
import { useEffect, useReducer } from 'react'

/**
 * Seconds left before a failed balance fetch may be retried (spec §4: only 30 s after the last
 * failure), counted from `failedAt` (the store's `portfolio.failedAt`, on the clock of core's rule);
 * 0 when it may retry now or nothing failed.
 *
 * @example const wait = useRetryCountdown(portfolio.failedAt)
 */
export function useRetryCountdown(failedAt: number | undefined): number {
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (failedAt === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // re-render as each whole second runs out, so the count turns when the rule's wait does
    const schedule = () => {
      const left = failedAt + BALANCE_RETRY_AFTER_MS - Date.now()
      if (left <= 0) return
      timer = setTimeout(
        () => {
          tick()
          schedule()
        },
        left % 1000 || 1000,
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [failedAt])
  if (failedAt === undefined) return 0
  return Math.max(0, Math.ceil((failedAt + BALANCE_RETRY_AFTER_MS - Date.now()) / 1000))
}

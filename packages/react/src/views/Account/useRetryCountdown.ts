import { BALANCE_RETRY_AFTER_MS } from '@latch/core/internal'
import { useEffect, useState } from 'react'

/**
 * Seconds left before a failed balance fetch may be retried (spec §4: only 30 s after the last
 * failure), counted from when `failed` turned true; 0 when it may retry now.
 *
 * @example const wait = useRetryCountdown(portfolio.status === 'error')
 */
export function useRetryCountdown(failed: boolean): number {
  const [failedAt, setFailedAt] = useState<number | undefined>(undefined)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!failed) return setFailedAt(undefined)
    const at = Date.now()
    setFailedAt(at)
    setNow(at)
    const timer = setInterval(() => {
      setNow(Date.now())
      if (Date.now() - at >= BALANCE_RETRY_AFTER_MS) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [failed])
  if (!failed || failedAt === undefined) return 0
  return Math.max(0, Math.ceil((failedAt + BALANCE_RETRY_AFTER_MS - now) / 1000))
}

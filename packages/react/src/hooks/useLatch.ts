import { close, type Latch, type OpenOptions, open } from '@latch/core'
import { useMemo } from 'react'
import { useLatchInstance } from './useLatchInstance'

export interface UseLatchReturnType {
  latch: Latch
  /** Opens the modal (spec §2 view selection). */
  open: (options?: OpenOptions) => void
  /** Closes it; returns false when closing is not allowed (unsupported network). */
  close: () => boolean
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useLatch()
 * return <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useLatch(): UseLatchReturnType {
  const latch = useLatchInstance()
  return useMemo(
    () => ({ latch, open: (options) => open(latch, options), close: () => close(latch) }),
    [latch],
  )
}

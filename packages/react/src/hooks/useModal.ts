import { close, getModalState, type OpenParameters, open, type ViewName } from '@latch/core/modal'
import { useMemo } from 'react'
import { useLatchGetter } from './useLatchGetter'
import { useLatchInstance } from './useLatchInstance'

export interface UseModalReturnType {
  isOpen: boolean
  /** The view shown, or shown next time it opens. */
  view: ViewName
  /** Opens the modal at the view spec §2 chooses; throws `OpenErrorType` and leaves it as it was. */
  open: (parameters?: OpenParameters) => void
  /** Closes it; returns false when closing is not allowed (unsupported network). */
  close: () => boolean
}

/**
 * Opens and closes the modal, and tells whether it is open and at which view (core's `getModalState`).
 *
 * @example
 * const { open, isOpen } = useModal()
 * return <button onClick={() => open({ view: 'Networks' })}>{isOpen ? 'Open' : 'Networks'}</button>
 */
export function useModal(): UseModalReturnType {
  const latch = useLatchInstance()
  const { isOpen, view } = useLatchGetter(getModalState)
  const actions = useMemo(
    () => ({ open: (parameters?: OpenParameters) => open(latch, parameters), close: () => close(latch) }),
    [latch],
  )
  return { isOpen, view, ...actions }
}

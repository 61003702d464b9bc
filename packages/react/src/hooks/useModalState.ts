import type { LatchState, ViewName } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

export interface UseModalStateReturnType {
  open: boolean
  view: ViewName
  loading: boolean
}

const selectModal = (s: LatchState): UseModalStateReturnType => ({
  open: s.open,
  view: s.router.view,
  loading: s.loading,
})

/**
 * Whether the modal is open and which view it shows.
 *
 * @example const { open, view } = useModalState()
 */
export function useModalState(): UseModalStateReturnType {
  return useLatchSelector(selectModal)
}

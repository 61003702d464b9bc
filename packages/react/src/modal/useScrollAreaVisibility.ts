import { createScrollAreaVisibility } from '@latch/core/internal'
import { type RefObject, useEffect } from 'react'

/**
 * Runs spec §4's scroll-area visibility machine on an element: its state (hidden, scrolling,
 * interacting, idle) is the element's `data-scrollbar`, which the CSS reads to show or hide the
 * scrollbar; hidden again 600 ms after it went idle. `key` restarts it on a new element (another view).
 *
 * @example useScrollAreaVisibility(bodyRef, view)
 */
export function useScrollAreaVisibility(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    void key
    const element = ref.current
    if (!element) return
    element.dataset.scrollbar = 'hidden'
    const visibility = createScrollAreaVisibility((state) => {
      element.dataset.scrollbar = state
    })
    const onScroll = () => visibility.send('scroll')
    const onEnter = () => visibility.send('pointerEnter')
    const onLeave = () => visibility.send('pointerLeave')
    element.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('pointerenter', onEnter)
    element.addEventListener('pointerleave', onLeave)
    return () => {
      visibility.stop()
      element.removeEventListener('scroll', onScroll)
      element.removeEventListener('pointerenter', onEnter)
      element.removeEventListener('pointerleave', onLeave)
    }
  }, [ref, key])
}

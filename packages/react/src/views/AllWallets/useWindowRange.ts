import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { type ListViewport, type WindowRange, windowRange } from './windowRange'

/** Before the first measure (the layout effect runs before paint, so it is never shown for long). */
const UNMEASURED: ListViewport = { scrollTop: 0, viewportHeight: 640, listTop: 0 }

const sameRange = (a: WindowRange, b: WindowRange) => a.start === b.start && a.end === b.end

/**
 * The rows of the list in `listRef` to render: those in view of its scroll container (the modal's
 * body) plus `overscan`. Follows scrolling and resizing; a scroll that changes the range renders
 * synchronously, in the same frame, so rows never show up blank.
 */
export function useWindowRange(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  rowPitch: number,
  overscan: number,
): WindowRange {
  const [viewport, setViewport] = useState(UNMEASURED)
  const latest = useRef({ count, viewport })
  latest.current = { count, viewport }

  useLayoutEffect(() => {
    const list = listRef.current
    const scroller = list?.closest<HTMLElement>('[data-modal-body]') ?? list?.parentElement
    if (!list || !scroller) return
    // Layout offsets, not getBoundingClientRect: the modal's opening animation scales it, which
    // would skew a client-rect measure by a share of the whole list's height.
    const listTop = () => {
      let top = 0
      for (
        let node: Element | null = list;
        node && node !== scroller;
        node = (node as HTMLElement).offsetParent
      )
        top += (node as HTMLElement).offsetTop
      return top
    }
    const measure = (): ListViewport => ({
      scrollTop: scroller.scrollTop,
      viewportHeight: scroller.clientHeight,
      listTop: listTop(),
    })
    const update = (sync: boolean) => {
      const next = measure()
      const { count: rows, viewport: current } = latest.current
      const range = (v: ListViewport) => windowRange({ count: rows, rowPitch, overscan, ...v })
      if (sameRange(range(current), range(next))) return
      latest.current.viewport = next
      if (sync) flushSync(() => setViewport(next))
      else setViewport(next)
    }
    update(false)
    const onScroll = () => update(true)
    const resize = new ResizeObserver(() => update(false))
    scroller.addEventListener('scroll', onScroll, { passive: true })
    resize.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      resize.disconnect()
    }
  }, [listRef, rowPitch, overscan])

  return windowRange({ count, rowPitch, overscan, ...viewport })
}

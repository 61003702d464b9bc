import { type RefObject, useEffect } from 'react'

/**
 * Calls `loadMore` when the `sentinel` element (placed after a list's last item) scrolls into
 * view of the modal's body, and again while it stays in view after each page (`itemCount` changes).
 *
 * @example useLoadMore(sentinelRef, hasMore, nfts.items.length, () => fetchNfts(latch, { more: true }))
 */
export function useLoadMore(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  itemCount: number,
  loadMore: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount re-arms the observer, so a sentinel still in view after a page asks for the next
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { root: element.closest('[data-modal-body]'), rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel, enabled, itemCount, loadMore])
}

/** What the All Wallets list needs to know about its scroll container, in CSS pixels. */
export interface ListViewport {
  /** The scroll container's scrollTop. */
  scrollTop: number
  /** The scroll container's visible height. */
  viewportHeight: number
  /** Where the list starts inside the scroll container's content (the search field sits above it). */
  listTop: number
}

export interface WindowRangeParameters extends ListViewport {
  count: number
  /** One row's height plus the gap below it. */
  rowPitch: number
  /** Rows rendered beyond each edge, so fast scrolling and Tab never reach an unrendered row. */
  overscan: number
}

/** Rows `start` (inclusive) to `end` (exclusive). */
export interface WindowRange {
  start: number
  end: number
}

/**
 * The rows of a fixed-pitch list that intersect the viewport, plus `overscan` rows on each side,
 * clamped to the list. Only these are rendered, so a list of any length costs the same to show,
 * search and scroll.
 *
 * @example windowRange({ count: 10_000, rowPitch: 58, overscan: 6, scrollTop: 0, viewportHeight: 580, listTop: 50 })
 * // { start: 0, end: 16 }
 */
export function windowRange({
  count,
  rowPitch,
  overscan,
  scrollTop,
  viewportHeight,
  listTop,
}: WindowRangeParameters): WindowRange {
  const top = scrollTop - listTop
  const first = Math.floor(top / rowPitch) - overscan
  const last = Math.ceil((top + viewportHeight) / rowPitch) + overscan
  const clamp = (value: number) => Math.min(count, Math.max(0, value))
  return { start: clamp(first), end: clamp(last) }
}

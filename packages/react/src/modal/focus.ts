const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The focusable elements inside `container`, in tab order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // tabIndex -1 takes a button out of the Tab order: a tablist's other tabs, reached by arrow keys
    (element) =>
      element.tabIndex >= 0 && !element.hasAttribute('inert') && element.getClientRects().length > 0,
  )
}

/** The focused element, looking inside shadow roots (the button that opened us may live in one). */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** True when nothing has focus: it fell to the page's body (its element was removed, a window closed). */
export function isFocusLost(): boolean {
  const active = deepActiveElement()
  return active === null || active === document.body || !active.isConnected
}

/**
 * Where Tab (or Shift+Tab) goes from the focused element, cycling inside `container`; with focus
 * outside it, Tab starts at the first stop and Shift+Tab at the last.
 */
export function nextTabStop(container: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const items = focusableIn(container)
  const current = deepActiveElement()
  if (!current || !container.contains(current)) return backwards ? items.at(-1) : items[0]
  // By document order, so the title (focused after a view change, not a tab stop itself) has neighbours.
  const firstAfter = items.findIndex(
    (item) => current.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  const end = firstAfter === -1 ? items.length : firstAfter
  if (!backwards) return items[end] ?? items[0]
  return (
    items
      .slice(0, end)
      .filter((item) => item !== current)
      .at(-1) ?? items.at(-1)
  )
}

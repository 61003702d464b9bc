import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { deepActiveElement, isFocusLost } from './focus'

/**
 * When the view changes (not on the first render, where the first control takes focus), moves
 * focus to the new view's heading — the control that had it is usually gone with the old view —
 * unless focus is somewhere else on purpose (the host page, a wallet's prompt). Returns the text
 * for a polite live region: the new view's title, so it is announced even then.
 *
 * @example
 * const announcement = useViewFocus(dialogRef, titleRef, view, viewTitle(view))
 * <p role="status">{announcement}</p>
 */
export function useViewFocus(
  dialogRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
  view: string,
  title: string,
): string {
  const [shown, setShown] = useState({ view, announcement: '' })
  // Adjusted during render, so the announcement lands in the same commit as the view.
  if (shown.view !== view) setShown({ view, announcement: title })
  const focusedView = useRef(view)
  useLayoutEffect(() => {
    if (focusedView.current === view) return
    focusedView.current = view
    const dialog = dialogRef.current
    const active = deepActiveElement()
    if (isFocusLost() || (dialog && active && dialog.contains(active)))
      headingRef.current?.focus({ preventScroll: true })
  }, [dialogRef, headingRef, view])
  return shown.announcement
}

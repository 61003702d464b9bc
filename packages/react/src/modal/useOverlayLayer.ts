import { close } from '@latch/core/modal'
import { type RefObject, useEffect } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { deepActiveElement, focusableIn, isFocusLost, nextTabStop } from './focus'
import { hideOthers } from './hideOthers'
import { lockScroll } from './lockScroll'

/**
 * While `active` (the overlay is open), makes the dialog the page's only layer, as Radix Dialog does:
 * - focus moves into it, and Tab and Shift+Tab cycle inside it;
 * - focus that falls out of it (its element removed, a wallet's window closed) comes back at once
 *   when the dialog changes, or with the next key or the window's return;
 * - Escape closes by the spec's rules (refused, with the shake, where closing is not allowed), from
 *   wherever focus is;
 * - the page behind neither scrolls nor reaches assistive tech, Tab or the pointer.
 * On release it undoes all of this and gives focus back to what had it before: the opening button.
 *
 * @example
 * useOverlayLayer(dialogRef, open && !embedded)
 */
export function useOverlayLayer(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const latch = useLatchInstance()
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = deepActiveElement()
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]')
    ;(focusableIn(body ?? dialog)[0] ?? dialog).focus({ preventScroll: true })
    // After moving focus: hiding the page blurs the opening button, which must still be remembered.
    const root = dialog.getRootNode()
    const show = hideOthers(root instanceof ShadowRoot ? root.host : dialog)
    const unlock = lockScroll()

    const recover = () => {
      if (isFocusLost()) dialog.focus({ preventScroll: true })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return recover()
      // A layer opened above the dialog (a wallet's own prompt) keeps its own Tab order.
      const current = deepActiveElement()
      if (!isFocusLost() && !(current && dialog.contains(current))) return
      event.preventDefault()
      ;(nextTabStop(dialog, event.shiftKey) ?? dialog).focus()
    }
    // Bubble phase: Escape inside the dialog is handled (and stopped) there; a layer above that
    // handles its own Escape (a wallet's prompt) stops it before it gets here.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(latch)
    }
    const removals = new MutationObserver(recover)
    removals.observe(dialog, { childList: true, subtree: true })
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('keydown', onEscape)
    window.addEventListener('focus', recover)
    return () => {
      removals.disconnect()
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('keydown', onEscape)
      window.removeEventListener('focus', recover)
      show()
      unlock()
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, active, latch])
}

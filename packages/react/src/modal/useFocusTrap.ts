import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusableIn } from './focus'

/**
 * While `active`: moves focus into the dialog, keeps Tab and Shift+Tab cycling inside it (even when
 * a view change dropped focus to the page), and on release gives focus back to whatever had it
 * before — the button that opened the modal.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, restore = true): void {
  useEffect(() => {
    const dialog = ref.current
    if (!active || !dialog) return
    const previous = deepActiveElement()
    const body = dialog.querySelector<HTMLElement>('[data-modal-body]')
    ;(focusableIn(body ?? dialog)[0] ?? dialog).focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(dialog)
      const current = deepActiveElement()
      const index = current ? items.indexOf(current) : -1
      const inside = current !== null && dialog.contains(current)
      event.preventDefault()
      if (items.length === 0) return dialog.focus()
      const next = event.shiftKey
        ? index <= 0 || !inside
          ? items.at(-1)
          : items[index - 1]
        : index === -1 || index === items.length - 1
          ? items[0]
          : items[index + 1]
      next?.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      if (restore && previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, active, restore])
}

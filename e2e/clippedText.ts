import type { Locator } from '@playwright/test'

/**
 * The texts in `dialog` a person cannot read whole: an element whose content is wider than its box
 * while it hides the overflow (cut or ellipsised), or one that sticks out of the dialog's sides.
 */
export function clippedText(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const box = root.getBoundingClientRect()
    const clipped: string[] = []
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!text || element.closest('style, [aria-hidden="true"], .visually-hidden')) continue
      const style = getComputedStyle(element)
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      if (
        (hides && element.scrollWidth > element.clientWidth + 1) ||
        rect.left < box.left - 1 ||
        rect.right > box.right + 1
      )
        clipped.push(text)
    }
    return clipped
  })
}

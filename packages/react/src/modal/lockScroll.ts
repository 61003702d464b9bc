/**
 * Stops the page behind the overlay from scrolling, keeping its layout still: the scrollbar's
 * width goes to the body's right padding. Returns the undo, which puts back the inline styles
 * that were there (so a host's own lock, or a second modal's, survives).
 *
 * @example
 * const unlock = lockScroll()
 * // …the overlay is open…
 * unlock()
 */
export function lockScroll(): () => void {
  const { documentElement: html, body } = document
  const scrollbar = window.innerWidth - html.clientWidth
  const before = [html.style.overflow, body.style.overflow, body.style.paddingRight] as const
  if (scrollbar > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0
    body.style.paddingRight = `${padding + scrollbar}px`
  }
  html.style.overflow = 'hidden'
  body.style.overflow = 'hidden'
  return () => {
    ;[html.style.overflow, body.style.overflow, body.style.paddingRight] = before
  }
}

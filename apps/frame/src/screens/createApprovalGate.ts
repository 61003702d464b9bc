/**
 * How long the approval screen must have been seen, whole and focused, before Approve works: longer than a
 * double-click (the system's default interval is 500 ms), short enough not to slow a person who reads.
 */
export const APPROVAL_DELAY_MS = 750

/**
 * The smallest frame the screen counts as seen in, in CSS pixels: below it a page could show the person the
 * Approve button and little else (the modal gives the frame 420 px of height).
 */
export const MIN_FRAME_WIDTH = 280
export const MIN_FRAME_HEIGHT = 320

/**
 * Where the gate stands: `not-visible` while the frame is not seen whole (hidden, partly off screen or cut
 * off, smaller than 280×320, see-through, transformed or covered: IntersectionObserver v2 where the browser has
 * it), `waiting` while it is seen but not yet for the delay (or the frame lacks focus, or the tab is in the
 * background), `open` after.
 */
export type ApprovalGateState = 'not-visible' | 'waiting' | 'open'

export interface ApprovalGate {
  /** Whether Approve may act now. */
  isOpen(): boolean
  /** Stops watching (the screen is gone). */
  stop(): void
}

export interface CreateApprovalGateOptions {
  /** Told each time the state changes, and once at the start. */
  onChange: (state: ApprovalGateState) => void
  delayMs?: number
}

/** IntersectionObserver v2's options and entry field, which TypeScript's DOM types do not have yet. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  trackVisibility?: boolean
  delay?: number
}
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/** Whether this browser reports whether a target is really visible (Chromium does): IntersectionObserver v2. */
export const tracksVisibility = () =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/** Seen whole: the entry's whole target inside the top-level viewport (not cut by anything around the frame). */
const WHOLE = 0.99

const bigEnough = () => window.innerWidth >= MIN_FRAME_WIDTH && window.innerHeight >= MIN_FRAME_HEIGHT

/**
 * Watches whether the approval screen has been in sight long enough for a person to have read it. `target`
 * covers the frame's whole viewport (a `position: fixed; inset: 0` element painted over the screen, taking no
 * clicks): all of it in the top-level viewport, really visible (IntersectionObserver v2 `isVisible` where the
 * browser has it: no opacity, filter, transform or other content over any part of the frame), the frame at
 * least 280×320, its document focused and its tab visible, all of it for `delayMs` without a break. Any break
 * (blur, the tab hidden, the host page moving, shrinking, covering or fading the frame) starts the delay
 * again. Each screen makes its own gate, so every request waits its own delay.
 *
 * @example
 * const gate = createApprovalGate(sight, { onChange: (state) => (approve.disabled = state !== 'open') })
 * approve.addEventListener('click', (event) => event.isTrusted && gate.isOpen() && finish(true))
 */
export function createApprovalGate(target: Element, options: CreateApprovalGateOptions): ApprovalGate {
  const delayMs = options.delayMs ?? APPROVAL_DELAY_MS
  const checksVisibility = tracksVisibility()
  let inSight = false
  let seen = false
  let state: ApprovalGateState | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const set = (next: ApprovalGateState) => {
    if (next === state) return
    state = next
    options.onChange(next)
  }
  const ready = () => document.visibilityState === 'visible' && document.hasFocus()
  const update = () => {
    seen = inSight && bigEnough()
    clearTimeout(timer)
    timer = undefined
    if (!seen) return set('not-visible')
    set('waiting')
    if (ready()) timer = setTimeout(() => ready() && seen && set('open'), delayMs)
  }

  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      inSight =
        entry.isIntersecting &&
        entry.intersectionRatio >= WHOLE &&
        (!checksVisibility || entry.isVisible === true)
      update()
    },
    {
      threshold: [0, WHOLE, 1],
      ...(checksVisibility ? { trackVisibility: true, delay: 100 } : {}),
    } satisfies VisibilityObserverInit,
  )
  observer.observe(target)
  window.addEventListener('focus', update)
  window.addEventListener('blur', update)
  window.addEventListener('resize', update)
  document.addEventListener('visibilitychange', update)
  update()

  return {
    isOpen: () => state === 'open' && inSight && bigEnough() && ready(),
    stop() {
      clearTimeout(timer)
      observer.disconnect()
      window.removeEventListener('focus', update)
      window.removeEventListener('blur', update)
      window.removeEventListener('resize', update)
      document.removeEventListener('visibilitychange', update)
    },
  }
}

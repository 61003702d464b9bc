import { SCROLL_AREA_HIDE_DELAY_MS } from '../constants'

/** Spec §4's scroll-area visibility: hidden, scrolling, interacting (the pointer on it) and idle. */
export type ScrollAreaState = 'hidden' | 'scrolling' | 'interacting' | 'idle'

/** What happens to the scroll area: it scrolls, its scrolling stops, the pointer enters or leaves it, the hide delay ends. */
export type ScrollAreaEvent = 'scroll' | 'scrollEnd' | 'pointerEnter' | 'pointerLeave' | 'hide'

const TRANSITIONS: Record<ScrollAreaState, Partial<Record<ScrollAreaEvent, ScrollAreaState>>> = {
  hidden: { scroll: 'scrolling', pointerEnter: 'interacting' },
  scrolling: { scrollEnd: 'idle', pointerEnter: 'interacting' },
  interacting: { scroll: 'interacting', pointerLeave: 'idle' },
  idle: { hide: 'hidden', scroll: 'scrolling', pointerEnter: 'interacting' },
}

/**
 * The scroll area's next visibility state; an event a state does not take leaves it as it is.
 *
 * @example nextScrollAreaState('hidden', 'scroll') // 'scrolling'
 */
export function nextScrollAreaState(state: ScrollAreaState, event: ScrollAreaEvent): ScrollAreaState {
  return TRANSITIONS[state][event] ?? state
}

/** Spec silent: scrolling counts as stopped when no scroll event came for 100 ms. */
export const SCROLL_END_DELAY_MS = 100

export interface ScrollAreaVisibility {
  /** Feeds a DOM happening: a scroll, or the pointer entering or leaving the area. */
  send(event: 'scroll' | 'pointerEnter' | 'pointerLeave'): void
  /** Stops its timers. */
  stop(): void
}

/**
 * Runs the scroll area's visibility machine with its timers: scrolling ends 100 ms after the last
 * scroll, and the scrollbar hides 600 ms (SCROLL_AREA_HIDE_DELAY_MS) after the area went idle.
 * `onChange` hears each new state.
 *
 * @example
 * const visibility = createScrollAreaVisibility((state) => { body.dataset.scrollbar = state })
 * body.addEventListener('scroll', () => visibility.send('scroll'))
 */
export function createScrollAreaVisibility(onChange: (state: ScrollAreaState) => void): ScrollAreaVisibility {
  let state: ScrollAreaState = 'hidden'
  let scrollEndTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  const apply = (event: ScrollAreaEvent) => {
    const next = nextScrollAreaState(state, event)
    if (next === state) return
    state = next
    clearTimeout(hideTimer)
    if (state === 'idle') hideTimer = setTimeout(() => apply('hide'), SCROLL_AREA_HIDE_DELAY_MS)
    onChange(state)
  }
  return {
    send(event) {
      if (event === 'scroll') {
        clearTimeout(scrollEndTimer)
        scrollEndTimer = setTimeout(() => apply('scrollEnd'), SCROLL_END_DELAY_MS)
      }
      apply(event)
    },
    stop() {
      clearTimeout(scrollEndTimer)
      clearTimeout(hideTimer)
    },
  }
}

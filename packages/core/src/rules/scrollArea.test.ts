import { afterEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_AREA_HIDE_DELAY_MS } from '../constants'
import { createScrollAreaVisibility, nextScrollAreaState, SCROLL_END_DELAY_MS } from './scrollArea'

afterEach(() => {
  vi.useRealTimers()
})

describe("the scroll area's visibility machine (spec §4)", () => {
  it.each([
    ['hidden', 'scroll', 'scrolling'],
    ['hidden', 'pointerEnter', 'interacting'],
    ['scrolling', 'scrollEnd', 'idle'],
    ['scrolling', 'pointerEnter', 'interacting'],
    ['interacting', 'scroll', 'interacting'],
    ['interacting', 'pointerLeave', 'idle'],
    ['idle', 'hide', 'hidden'],
    ['idle', 'scroll', 'scrolling'],
    ['idle', 'pointerEnter', 'interacting'],
    ['hidden', 'hide', 'hidden'],
    ['scrolling', 'hide', 'scrolling'],
  ] as const)('%s + %s → %s', (state, event, next) => {
    expect(nextScrollAreaState(state, event)).toBe(next)
  })

  it('a scroll shows it, stopping leaves it idle, and it hides 600 ms (SCROLL_AREA_HIDE_DELAY_MS) after idle', () => {
    vi.useFakeTimers()
    const seen: string[] = []
    const visibility = createScrollAreaVisibility((state) => seen.push(state))
    visibility.send('scroll')
    vi.advanceTimersByTime(SCROLL_END_DELAY_MS - 1)
    visibility.send('scroll')
    vi.advanceTimersByTime(SCROLL_END_DELAY_MS)
    expect(seen).toEqual(['scrolling', 'idle'])
    expect(SCROLL_AREA_HIDE_DELAY_MS).toBe(600)
    vi.advanceTimersByTime(SCROLL_AREA_HIDE_DELAY_MS - 1)
    expect(seen).toEqual(['scrolling', 'idle'])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['scrolling', 'idle', 'hidden'])
    visibility.stop()
  })

  it('the pointer on the area keeps it shown; leaving starts the hide delay, a new scroll cancels it', () => {
    vi.useFakeTimers()
    const seen: string[] = []
    const visibility = createScrollAreaVisibility((state) => seen.push(state))
    visibility.send('pointerEnter')
    visibility.send('scroll')
    vi.advanceTimersByTime(SCROLL_AREA_HIDE_DELAY_MS * 2)
    expect(seen).toEqual(['interacting'])
    visibility.send('pointerLeave')
    vi.advanceTimersByTime(SCROLL_AREA_HIDE_DELAY_MS - 1)
    visibility.send('scroll')
    vi.advanceTimersByTime(SCROLL_AREA_HIDE_DELAY_MS)
    expect(seen).toEqual(['interacting', 'idle', 'scrolling', 'idle'])
    vi.advanceTimersByTime(SCROLL_AREA_HIDE_DELAY_MS)
    expect(seen.at(-1)).toBe('hidden')
    visibility.stop()
  })
})

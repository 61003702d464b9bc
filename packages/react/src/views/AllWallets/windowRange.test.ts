import { describe, expect, it } from 'vitest'
import { windowRange } from './windowRange'

const list = { count: 10_000, rowPitch: 58, overscan: 6, viewportHeight: 580, listTop: 50 }

describe('windowRange', () => {
  it('at the top renders the rows in view plus the overscan below, starting at the first row', () => {
    // 530 px of list in view (580 − 50 above it): rows 0–9, then 6 more.
    expect(windowRange({ ...list, scrollTop: 0 })).toEqual({ start: 0, end: 16 })
  })

  it('in the middle renders the overscan on both sides of the rows in view', () => {
    // top = 58_050 − 50 = 58_000 → row 1000 first; (58_000 + 580) / 58 = 1010 last.
    expect(windowRange({ ...list, scrollTop: 58_050 })).toEqual({ start: 994, end: 1016 })
  })

  it('at the end stops at the last row', () => {
    const bottom = 50 + 10_000 * 58 - 580
    expect(windowRange({ ...list, scrollTop: bottom })).toEqual({ start: 9984, end: 10_000 })
  })

  it('renders every row of a short list', () => {
    expect(windowRange({ ...list, count: 3, scrollTop: 0 })).toEqual({ start: 0, end: 3 })
  })

  it('renders nothing for an empty list, and never a negative or past-the-end range', () => {
    expect(windowRange({ ...list, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 })
    // A scrollTop left over from a longer list (before the browser clamps it) still yields a valid range.
    expect(windowRange({ ...list, count: 5, scrollTop: 99_999 })).toEqual({ start: 5, end: 5 })
  })
})

import { describe, expect, it } from 'vitest'
import { shallowEqual } from './shallowEqual'

describe('shallowEqual', () => {
  it('holds for the same value and for objects with the same keys and values', () => {
    expect(shallowEqual(1, 1)).toBe(true)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    const inner = { x: 1 }
    expect(shallowEqual({ a: 1, b: inner }, { a: 1, b: inner })).toBe(true)
    expect(shallowEqual([1, inner], [1, inner])).toBe(true)
  })

  it('fails for a changed, added or missing key, or a nested object that is a new one', () => {
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false)
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false)
    expect(shallowEqual({ a: { x: 1 } }, { a: { x: 1 } })).toBe(false)
    expect(shallowEqual([1], { 0: 1 })).toBe(false)
    expect(shallowEqual(null, {})).toBe(false)
  })
})

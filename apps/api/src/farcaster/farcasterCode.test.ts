import { describe, expect, it } from 'vitest'
import { createFarcasterCode, FARCASTER_CODE_PATTERN, normalizeFarcasterCode } from './farcasterCode'

describe('Farcaster sign-in codes', () => {
  it('are 8 characters of Crockford base32, XXXX-XXXX, a new one each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => createFarcasterCode()))
    expect(codes.size).toBe(200)
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
      expect(code).toMatch(FARCASTER_CODE_PATTERN)
    }
  })

  it('compare in upper case without the separator, however typed', () => {
    expect(normalizeFarcasterCode('k7qm-2xd9')).toBe('K7QM2XD9')
    expect(normalizeFarcasterCode('K7QM 2XD9')).toBe('K7QM2XD9')
    expect(FARCASTER_CODE_PATTERN.test('K7QM2XD9')).toBe(true)
    expect(FARCASTER_CODE_PATTERN.test('K7QM--2XD9')).toBe(false)
  })
})

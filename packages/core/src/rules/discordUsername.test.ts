import { describe, expect, it } from 'vitest'
import { discordUsername } from './discordUsername'

describe('Discord user names (spec §5)', () => {
  it('a name ending in 0 loses that digit; others stay as they are', () => {
    expect(discordUsername('grace0')).toBe('grace')
    expect(discordUsername('ada')).toBe('ada')
    expect(discordUsername('r2d2')).toBe('r2d2')
  })

  it('only the last digit goes, once', () => {
    expect(discordUsername('user100')).toBe('user10')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDiscordUsername } from './formatDiscordUsername'

describe('formatDiscordUsername', () => {
  it('Discord usernames ending in 0 lose that digit', () => {
    expect(formatDiscordUsername('satoshi0')).toBe('satoshi')
  })

  it('only the last digit goes', () => {
    expect(formatDiscordUsername('agent100')).toBe('agent10')
  })

  it("a legacy '#0' discriminator goes entirely", () => {
    expect(formatDiscordUsername('satoshi#0')).toBe('satoshi')
  })

  it('other usernames are unchanged', () => {
    expect(formatDiscordUsername('satoshi')).toBe('satoshi')
    expect(formatDiscordUsername('agent7')).toBe('agent7')
    expect(formatDiscordUsername('')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { shortenEmail } from './shortenEmail'

describe('shortenEmail', () => {
  it("email display is shortened when over 30 characters (the last 3 are replaced by '...')", () => {
    const email = 'a.very.long.name.indeed@example.com'
    expect(email.length).toBeGreaterThan(30)
    expect(shortenEmail(email)).toBe('a.very.long.name.indeed@example....')
  })

  it('31 characters is over 30', () => {
    const email = `${'a'.repeat(19)}@example.com`
    expect(email).toHaveLength(31)
    expect(shortenEmail(email)).toBe(`${'a'.repeat(19)}@example....`)
  })

  it('30 characters or fewer are shown in full', () => {
    const email = `${'a'.repeat(18)}@example.com`
    expect(email).toHaveLength(30)
    expect(shortenEmail(email)).toBe(email)
    expect(shortenEmail('me@example.com')).toBe('me@example.com')
  })
})

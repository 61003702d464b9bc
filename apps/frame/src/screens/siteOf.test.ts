import { describe, expect, it } from 'vitest'
import { cleanSiteName, siteOf } from './siteOf'

describe('siteOf: the site by the origin the frame verified', () => {
  it('https without its scheme, anything else with it', () => {
    expect(siteOf('https://shop.example.com')).toBe('shop.example.com')
    expect(siteOf('https://shop.example.com:8443')).toBe('shop.example.com:8443')
    expect(siteOf('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
  })
})

describe('cleanSiteName: the page’s own name, made safe to show as its claim', () => {
  it('drops control, format (bidi, zero-width) and separator characters, collapses spaces', () => {
    expect(cleanSiteName('Shop\u202Egnp.exe')).toBe('Shopgnp.exe')
    expect(cleanSiteName('A\u200B\u2066B\u2069\u0007  C\u2028D')).toBe('AB CD')
  })

  it('cuts at 40 characters (code points, not UTF-16 units); empty or missing is no name', () => {
    expect(cleanSiteName('😀'.repeat(45))).toBe(`${'😀'.repeat(39)}…`)
    expect(cleanSiteName('\u202E \u200B')).toBeUndefined()
    expect(cleanSiteName(undefined)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'
import { parseOrigin } from './parseOrigin'

describe('parseOrigin', () => {
  it('normalises origins and patterns', () => {
    expect(parseOrigin('HTTPS://App.Example.com/')).toBe('https://app.example.com')
    expect(parseOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
    expect(parseOrigin('https://*.vercel.app')).toBe('https://*.vercel.app')
    expect(parseOrigin('*')).toBe('*')
  })

  it('refuses what is not an origin', () => {
    for (const input of [
      '',
      'example.com',
      'ftp://x',
      'https://a.example/path',
      'https://u:p@a.example',
      'https://a.example?x',
      'javascript:x',
    ]) {
      expect(parseOrigin(input), input).toBeUndefined()
    }
  })
})

describe('isOriginAllowed', () => {
  it('matches exact origins, *. patterns on deeper subdomains, and *', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', ['http://127.0.0.1:5173'])).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://anything.example', ['*'])).toBe(true)
    expect(isOriginAllowed('null', [])).toBe(false)
  })
})

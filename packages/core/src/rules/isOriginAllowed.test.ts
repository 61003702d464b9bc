import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGIN_PATTERNS } from '../constants'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed', () => {
  it('an exact origin matches, case-insensitively', () => {
    expect(isOriginAllowed('https://Shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example:8443', ['https://shop.example'])).toBe(false)
  })

  it('`*` allows every origin', () => {
    expect(isOriginAllowed('https://anything.example', ['*'])).toBe(true)
  })

  it('`scheme://*.domain` matches deeper subdomains of that scheme, not the domain itself', () => {
    expect(isOriginAllowed('https://pr-1.shop.pages.dev', ['https://*.pages.dev'])).toBe(true)
    expect(isOriginAllowed('https://pages.dev', ['https://*.pages.dev'])).toBe(false)
    expect(isOriginAllowed('http://pr-1.pages.dev', ['https://*.pages.dev'])).toBe(false)
    expect(isOriginAllowed('https://evilpages.dev', ['https://*.pages.dev'])).toBe(false)
  })

  it('`scheme://host:*` matches any port of that host', () => {
    expect(isOriginAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost.evil.example', ['http://localhost:*'])).toBe(false)
    expect(isOriginAllowed('http://localhost:80x', ['http://localhost:*'])).toBe(false)
  })

  it('allowed-origin patterns default to localhost and a few hosting preview domains', () => {
    expect(isOriginAllowed('http://127.0.0.1:8787', DEFAULT_ALLOWED_ORIGIN_PATTERNS)).toBe(true)
    expect(isOriginAllowed('https://my-app.vercel.app', DEFAULT_ALLOWED_ORIGIN_PATTERNS)).toBe(true)
    expect(isOriginAllowed('https://shop.example', DEFAULT_ALLOWED_ORIGIN_PATTERNS)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { publicSuffixOfPattern, withoutPublicSuffixPatterns } from './publicSuffixOfPattern'

describe('publicSuffixOfPattern', () => {
  it.each([
    ['https://*.vercel.app', 'vercel.app'],
    ['https://*.com', 'com'],
    ['https://*.co.uk', 'co.uk'],
    ['https://*.github.io', 'github.io'],
    ['http://*.localhost:5173', 'localhost'],
    ['https://*.xn--p1ai', 'xn--p1ai'],
    ['HTTPS://*.Pages.Dev', 'pages.dev'],
  ])('%s covers the public suffix %s', (pattern, suffix) => {
    expect(publicSuffixOfPattern(pattern)).toBe(suffix)
  })

  it.each([
    'https://*.shop.vercel.app',
    'https://*.example.com',
    'https://*.example.co.uk:8443',
    'https://shop.vercel.app',
    'http://127.0.0.1:5173',
    '*',
  ])('%s covers none', (origin) => {
    expect(publicSuffixOfPattern(origin)).toBeUndefined()
  })

  it('withoutPublicSuffixPatterns keeps the rest in order', () => {
    expect(
      withoutPublicSuffixPatterns([
        'https://*.com',
        'https://a.example',
        'https://*.github.io',
        'https://*.b.example',
      ]),
    ).toEqual(['https://a.example', 'https://*.b.example'])
  })
})

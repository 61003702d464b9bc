import { describe, expect, it } from 'vitest'
import { toAllowedPageUrl } from './toAllowedPageUrl'

const allowed = [
  'https://shop.example',
  'http://127.0.0.1:5173',
  'http://shop.example',
  'https://*.shop.example',
  '*',
]

describe('toAllowedPageUrl', () => {
  it('keeps a page of an exactly allowed origin, its path and query, without its fragment', () => {
    expect(toAllowedPageUrl('https://shop.example/cart?tab=1#top', allowed)?.href).toBe(
      'https://shop.example/cart?tab=1',
    )
    expect(toAllowedPageUrl('HTTPS://Shop.Example', allowed)?.href).toBe('https://shop.example/')
    expect(toAllowedPageUrl('http://127.0.0.1:5173/', allowed)?.href).toBe('http://127.0.0.1:5173/')
  })

  it('refuses another origin, a pattern or `*` match, plain http off loopback, credentials and non-URLs', () => {
    for (const candidate of [
      'https://evil.example/',
      'https://a.shop.example/',
      'http://shop.example/',
      'https://shop.example:8443/',
      'http://127.0.0.1:5174/',
      'https://user:pass@shop.example/',
      'https://shop.example@evil.example/',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(toAllowedPageUrl(candidate, allowed), candidate).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { redactUrls } from './redactUrls'

describe('analytics sends origin and path, never the query string or fragment', () => {
  it.each([
    ['https://shop.example/cart?token=SECRET', 'https://shop.example/cart'],
    ['https://shop.example/cart#access_token=SECRET', 'https://shop.example/cart'],
    ['http://127.0.0.1:5173/?a=1&b=2#x', 'http://127.0.0.1:5173/'],
    ['failed on https://a.example/p?q=SECRET then retried', 'failed on https://a.example/p then retried'],
    ['at f (https://a.example/app.js?v=SECRET:12:5)', 'at f (https://a.example/app.js:12:5)'],
    ['at https://a.example/p?x=SECRET#y:3:9\n    at g', 'at https://a.example/p:3:9\n    at g'],
    ['"https://a.example/?e=a%40b.example"', '"https://a.example/"'],
  ])('%j becomes %j', (text, expected) => {
    expect(redactUrls(text)).toBe(expected)
  })

  it('leaves text without a URL query alone', () => {
    const text = 'TypeError: x is undefined\n    at pay (https://shop.example/assets/app.js:12:5) ?why'
    expect(redactUrls(text)).toBe(text)
  })
})

import { describe, expect, it } from 'vitest'
import { isHostAllowed } from './isHostAllowed'

describe("the frame accepts only origins on the project's allowlist", () => {
  it.each([
    ['https://shop.example.com', ['https://shop.example.com']],
    ['https://SHOP.example.com', ['https://shop.example.com']],
    ['https://a.b.example.com', ['https://*.example.com']],
    ['http://localhost:5173', ['http://localhost:5173']],
  ])('%s is allowed by %j', (origin, patterns) => {
    expect(isHostAllowed(origin, patterns)).toBe(true)
  })

  it.each([
    ['https://evil.example', ['*']],
    ['https://example.com', ['https://*.example.com']],
    ['https://evilexample.com', ['https://*.example.com']],
    ['http://shop.example.com', ['https://*.example.com']],
    ['https://shop.example.com.evil.io', ['https://shop.example.com']],
    ['http://localhost:5174', ['http://localhost:5173']],
    ['http://localhost:5173', []],
    ['null', ['null:*', 'https://*.example.com']],
  ])('%s is refused by %j', (origin, patterns) => {
    expect(isHostAllowed(origin, patterns)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { readServiceEnv } from './readServiceEnv'
import { UsageError } from './types'

describe('readServiceEnv', () => {
  it('defaults to 1000 requests per 60 s, the indexer on and no client header', () => {
    expect(readServiceEnv({})).toEqual({
      chains: [],
      rateLimit: { max: 1000, windowSeconds: 60 },
      indexer: true,
    })
  })

  it('reads every variable: the limit, the trusted header and proxies, the indexer, the public URL', () => {
    const env = readServiceEnv({
      LATCH_RATE_LIMIT_MAX: '50',
      LATCH_RATE_LIMIT_WINDOW_SECONDS: '10',
      LATCH_CLIENT_IP_HEADER: 'X-Forwarded-For',
      LATCH_TRUSTED_PROXIES: '2',
      LATCH_INDEXER: 'off',
      LATCH_PUBLIC_URL: 'https://api.example.com/',
    })
    expect(env).toEqual({
      chains: [],
      rateLimit: { max: 50, windowSeconds: 10 },
      clientIpHeader: 'x-forwarded-for',
      trustedProxies: 2,
      indexer: false,
      publicUrl: 'https://api.example.com',
    })
    expect(readServiceEnv({ LATCH_RATE_LIMIT_MAX: 'off' }).rateLimit).toBe(false)
  })

  it.each([
    ['LATCH_RATE_LIMIT_MAX', ''],
    ['LATCH_RATE_LIMIT_MAX', 'lots'],
    ['LATCH_RATE_LIMIT_MAX', '0'],
    ['LATCH_RATE_LIMIT_MAX', '-5'],
    ['LATCH_RATE_LIMIT_WINDOW_SECONDS', ''],
    ['LATCH_RATE_LIMIT_WINDOW_SECONDS', '1m'],
    ['LATCH_CLIENT_IP_HEADER', ''],
    ['LATCH_CLIENT_IP_HEADER', 'x forwarded'],
    ['LATCH_TRUSTED_PROXIES', 'two'],
    ['LATCH_INDEXER', 'no'],
    ['LATCH_PUBLIC_URL', 'api.example.com'],
  ])('refuses %s=%j at start with a message naming it, never turning the limit off', (name, value) => {
    const read = () => readServiceEnv({ LATCH_CLIENT_IP_HEADER: 'x-real-ip', [name]: value })
    expect(read).toThrow(UsageError)
    expect(read).toThrow(new RegExp(`^${name} `))
  })
})

import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage'
import { generateSiwxNonce } from './generateSiwxNonce'

describe('generateSiwxNonce', () => {
  it('gives 17 letters and digits that a message accepts, different each time', () => {
    const nonces = Array.from({ length: 200 }, () => generateSiwxNonce())
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(new Set(nonces).size).toBe(200)
    expect(() =>
      createSiwxMessage({
        domain: 'example.com',
        accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 'eip155:1',
        uri: 'https://example.com',
        version: '1',
        nonce: nonces[0]!,
        issuedAt: '2026-11-25T10:00:00Z',
      }),
    ).not.toThrow()
  })

  it('takes a length from 8 to 128 only', () => {
    expect(generateSiwxNonce(8)).toHaveLength(8)
    expect(() => generateSiwxNonce(7)).toThrow(RangeError)
    expect(() => generateSiwxNonce(129)).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { createInitialsSvg, toInitials } from './createInitialsSvg'

describe('toInitials', () => {
  it('takes two words, camelCase humps counting as words, for wallets and assets', () => {
    expect(toInitials('MetaMask', 'wallet')).toBe('MM')
    expect(toInitials('trust-wallet', 'wallet')).toBe('TW')
    expect(toInitials('rainbow', 'wallet')).toBe('RA')
    expect(toInitials('eip155:1', 'asset')).toBe('E1')
    expect(toInitials('αU wallet', 'wallet')).toBe('ΑU')
    expect(toInitials('!!!', 'wallet')).toBe('?')
  })

  it('shows up to four symbol characters for tokens and currencies', () => {
    expect(toInitials('usdc', 'token')).toBe('USDC')
    expect(toInitials('wstETH', 'token')).toBe('WSTE')
    expect(toInitials('usd', 'currency')).toBe('USD')
  })
})

describe('createInitialsSvg', () => {
  it('is stable per id and escapes the label', () => {
    const one = createInitialsSvg({ kind: 'wallet', id: 'x', label: '<b>"&' })
    expect(createInitialsSvg({ kind: 'wallet', id: 'x', label: '<b>"&' })).toEqual(one)
    expect(one.svg).toContain('aria-label="&#60;b&#62;&#34;&#38;"')
    expect(one.svg).not.toContain('<b>')
    expect(createInitialsSvg({ kind: 'wallet', id: 'y', label: '<b>"&' }).etag).not.toBe(one.etag)
  })
})

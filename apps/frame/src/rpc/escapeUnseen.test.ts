import { describe, expect, it } from 'vitest'
import { escapeUnseen } from './escapeUnseen'
import { refuseForeignSignIn } from './refuseForeignSignIn'

describe('escapeUnseen', () => {
  it('writes bidi, zero-width and control characters as their codes; line breaks, tabs and letters stay', () => {
    expect(escapeUnseen('a\u202Eb\u200Bc\u0007\n\td é 中')).toBe('a\\u{202E}b\\u{200B}c\\u{7}\n\td é 中')
  })
})

describe('refuseForeignSignIn', () => {
  const context = { hostOrigin: 'http://127.0.0.1:5173' }
  const line = (domain: string) => `${domain} wants you to sign in with your Ethereum account:\n0x…`
  it('passes the page’s own host (and port), any other text, and anything without a verified origin', () => {
    expect(() => refuseForeignSignIn(context, line('127.0.0.1:5173'))).not.toThrow()
    expect(() => refuseForeignSignIn(context, line('http://127.0.0.1:5173'))).not.toThrow()
    expect(() =>
      refuseForeignSignIn(context, 'Hello\nbank.example wants you to sign in with your Ethereum account:'),
    ).not.toThrow()
    expect(() => refuseForeignSignIn({}, line('bank.example'))).not.toThrow()
  })

  it('refuses another host, another port, another scheme: 4100', () => {
    for (const domain of ['bank.example', '127.0.0.1:5174', 'https://127.0.0.1:5173'])
      expect(() => refuseForeignSignIn(context, line(domain))).toThrow(/not for this site/)
  })
})

import { describe, expect, it } from 'vitest'
import { isWalletLink } from './isWalletLink'

describe('isWalletLink', () => {
  it.each(['metamask://', 'trust:', 'https://wallet.example', 'http://127.0.0.1:8549', 'cbwallet://wc'])(
    'accepts %s',
    (link) => expect(isWalletLink(link)).toBe(true),
  )

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://a/b',
    'no-scheme',
    '',
    null,
    undefined,
  ])('refuses %s', (link) => expect(isWalletLink(link)).toBe(false))
})

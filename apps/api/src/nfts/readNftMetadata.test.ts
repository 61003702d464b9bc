import { describe, expect, it } from 'vitest'
import { isNftImageUrl } from './readNftMetadata'

describe('isNftImageUrl', () => {
  it.each([
    'https://img.example/1.png',
    'http://127.0.0.1:8547/nft/LKEY/1.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%2F%3E',
    'data:image/webp;base64,UklGRg==',
  ])('keeps %s', (url) => {
    expect(isNftImageUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/x-icon;base64,AAAB',
    'ipfs://bafy/1.png',
    'file:///etc/passwd',
    '/relative.png',
    '',
  ])('drops %s', (url) => {
    expect(isNftImageUrl(url)).toBe(false)
  })
})

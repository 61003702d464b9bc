import { describe, expect, it } from 'vitest'
import { isHostImageUrl } from './isHostImageUrl'

describe('isHostImageUrl', () => {
  it.each([
    'https://wallet.example/logo.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg/>',
    'http://127.0.0.1:8080/logo.png',
    'http://localhost/logo.png',
  ])('takes %s', (url) => {
    expect(isHostImageUrl(url)).toBe(true)
  })

  it.each([
    'http://wallet.example/logo.png',
    'https://user:secret@wallet.example/logo.png',
    'https://token@wallet.example/logo.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://wallet.example/logo.png',
    '/logo.png',
    '',
  ])('refuses %s', (url) => {
    expect(isHostImageUrl(url)).toBe(false)
  })
})

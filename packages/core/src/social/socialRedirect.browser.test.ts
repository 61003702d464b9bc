import { afterEach, describe, expect, it } from 'vitest'
import { rememberSocialRedirect, takeSocialRedirect } from './socialRedirect'

afterEach(() => sessionStorage.clear())

const page = (href: string, opener: Window | null = null) =>
  ({ location: { href }, opener, sessionStorage }) as unknown as Window

describe('the redirect mode of a social login', () => {
  it('the page that comes back with latch_social finishes the login it left for, once', () => {
    rememberSocialRedirect(sessionStorage, 'github')
    const back = 'https://shop.example/cart?latch_social=abc'
    expect(takeSocialRedirect(page(back))).toEqual({ provider: 'github', uri: back })
    expect(takeSocialRedirect(page(back))).toBeUndefined()
  })

  it('nothing to finish: no login left from this tab, no latch_social, or inside the popup (its opener finishes it)', () => {
    expect(takeSocialRedirect(page('https://shop.example/?latch_social=abc'))).toBeUndefined()
    rememberSocialRedirect(sessionStorage, 'x')
    expect(takeSocialRedirect(page('https://shop.example/'))).toBeUndefined()
    expect(takeSocialRedirect(page('https://shop.example/?latch_social=abc', window))).toBeUndefined()
    expect(takeSocialRedirect(page('https://shop.example/?latch_social=abc'))).toEqual({
      provider: 'x',
      uri: 'https://shop.example/?latch_social=abc',
    })
  })
})

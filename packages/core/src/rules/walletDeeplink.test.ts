import { describe, expect, it } from 'vitest'
import { DEEPLINK_WALLETS } from '../constants'
import { buildDesktopLinks, buildWalletDeeplink } from './walletDeeplink'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)
const page = { href: 'https://dapp.example/shop?x=1', origin: 'https://dapp.example' }

describe('buildWalletDeeplink', () => {
  it('a universal link gets /wc?uri= with the URI encoded, whatever its trailing slash', () => {
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'https://link.wallet.example/' }, uri, page)).toBe(
      `https://link.wallet.example/wc?uri=${encoded}`,
    )
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'http://127.0.0.1:8549' }, uri, page)).toBe(
      `http://127.0.0.1:8549/wc?uri=${encoded}`,
    )
  })

  it('a native scheme gets wc?uri= after its ://', () => {
    expect(buildWalletDeeplink({ id: 'metamask', mobile_link: 'metamask://' }, uri, page)).toBe(
      `metamask://wc?uri=${encoded}`,
    )
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'trust:' }, uri, page)).toBe(
      `trust://wc?uri=${encoded}`,
    )
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'rainbow://app/' }, uri, page)).toBe(
      `rainbow://app/wc?uri=${encoded}`,
    )
  })

  it('mobile deeplinks are handled for three wallets: Phantom, Solflare and Coinbase wallet open the page in their browser', () => {
    expect(buildWalletDeeplink({ id: 'phantom', mobile_link: 'phantom://' }, uri, page)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
    )
    expect(buildWalletDeeplink({ id: 'solflare', mobile_link: 'solflare://' }, uri, page)).toBe(
      `https://solflare.com/ul/v1/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`,
    )
    expect(buildWalletDeeplink({ id: 'coinbase-wallet', mobile_link: 'cbwallet://' }, uri, page)).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.href)}`,
    )
  })

  it("the three are DEEPLINK_WALLETS, by their listing ids: an id outside it ('coinbase') pairs by its own link", () => {
    expect(DEEPLINK_WALLETS).toEqual(['phantom', 'solflare', 'coinbase-wallet'])
    expect(buildWalletDeeplink({ id: 'coinbase', mobile_link: 'cbwallet://' }, uri, page)).toBe(
      `cbwallet://wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('a wallet without a mobile link has no deeplink', () => {
    expect(buildWalletDeeplink({ id: 'w', mobile_link: null }, uri, page)).toBeUndefined()
    expect(buildWalletDeeplink({ id: 'w', mobile_link: '  ' }, uri, page)).toBeUndefined()
  })

  it('a script or data link from the listing is never a deeplink', () => {
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'javascript:alert(1)' }, uri, page)).toBeUndefined()
    expect(buildWalletDeeplink({ id: 'w', mobile_link: 'data:text/html,x' }, uri, page)).toBeUndefined()
  })
})

describe('buildDesktopLinks: the listing desktop_link and webapp_link (spec §3) on a computer', () => {
  const pairing = `wc:${'a'.repeat(64)}@2?relay-protocol=irn`
  const encoded = encodeURIComponent(pairing)

  it('formats the desktop app link and the web app link as the mobile link is', () => {
    expect(
      buildDesktopLinks({ desktop_link: 'wallet://', webapp_link: 'https://app.wallet.example/' }, pairing),
    ).toEqual({
      desktop: `wallet://wc?uri=${encoded}`,
      webapp: `https://app.wallet.example/wc?uri=${encoded}`,
    })
  })

  it('leaves out a missing link, an unsafe one, and a web app that is not http(s)', () => {
    expect(buildDesktopLinks({}, pairing)).toEqual({ desktop: undefined, webapp: undefined })
    expect(
      buildDesktopLinks({ desktop_link: 'javascript:alert(1)', webapp_link: 'wallet://' }, pairing),
    ).toEqual({ desktop: undefined, webapp: undefined })
  })
})

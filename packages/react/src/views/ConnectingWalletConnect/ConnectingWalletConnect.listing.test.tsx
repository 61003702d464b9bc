// ConnectingWalletConnect opened for a wallet of the listing: named on a desktop, its deeplink on a phone.

import type { Connector } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { seriousViolations, settle } from '../../test-support/axe'
import { pairingAdapter } from '../../test-support/pairingAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await cleanup?.()
  cleanup = undefined
})

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1900000000`

const universal = 'http://127.0.0.1:8549'
const listingWallet = (mobile_link: string): Connector => ({
  id: 'latch-test-wallet',
  name: 'Latch Test Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
  explorerId: 'latch-test-wallet',
  listing: { id: 'latch-test-wallet', name: 'Latch Test Wallet', mobile_link },
})

async function pickListingWallet({
  isMobile,
  mobileLink = universal,
  links = {},
}: {
  isMobile: boolean
  mobileLink?: string
  links?: { desktop_link?: string; webapp_link?: string }
}) {
  const wallet = pairingAdapter()
  const rendered = await renderLatch(null, {
    adapters: [wallet.adapter],
    isMobile,
    customWallets: [
      { id: 'latch-test-wallet', name: 'Latch Test Wallet', mobile_link: mobileLink, ...links },
    ],
  })
  cleanup = rendered.unmount
  open(rendered.latch, { view: 'AllWallets' })
  await page.getByTestId('wallet-latch-test-wallet').click()
  return { ...rendered, wallet }
}

describe('ConnectingWalletConnect for a listing wallet', () => {
  it('on a desktop: the QR code names the wallet to scan it with', async () => {
    const { latch, wallet } = await pickListingWallet({ isMobile: false })
    expect(getStore(latch).getState().router.data?.wallet).toMatchObject(listingWallet(universal))
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
    await expect
      .element(page.getByTestId('walletconnect-status'))
      .toHaveTextContent('Scan this QR code with Latch Test Wallet')
  })

  it('on a desktop: the desktop app and the web app open with the pairing URI, next to the QR code', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    const { wallet } = await pickListingWallet({
      isMobile: false,
      links: { desktop_link: 'https://desktop.wallet.example', webapp_link: 'https://app.wallet.example/' },
    })
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
    const encoded = encodeURIComponent(URI)
    await page.getByRole('button', { name: 'Open Latch Test Wallet on this computer' }).click()
    await page.getByRole('button', { name: 'Open Latch Test Wallet in the browser' }).click()
    expect(opened.mock.calls).toEqual([
      [`https://desktop.wallet.example/wc?uri=${encoded}`, '_blank', 'noopener,noreferrer'],
      [`https://app.wallet.example/wc?uri=${encoded}`, '_blank', 'noopener,noreferrer'],
    ])
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('on a desktop without those links, or on a phone, only the QR code or the mobile link is offered', async () => {
    const { wallet } = await pickListingWallet({ isMobile: false })
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
    expect(page.getByTestId('walletconnect-open-desktop').query()).toBeNull()
    expect(page.getByTestId('walletconnect-open-webapp').query()).toBeNull()
  })

  it('on a phone: opens the universal link with the URI in a new tab, and offers to open it again', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    const { wallet } = await pickListingWallet({ isMobile: true })
    ;(await wallet.nextPairing()).showUri(URI)
    const link = `${universal}/wc?uri=${encodeURIComponent(URI)}`
    await expect.poll(() => opened.mock.calls).toEqual([[link, '_blank', 'noopener,noreferrer']])
    await expect
      .element(page.getByTestId('walletconnect-status'))
      .toHaveTextContent('Continue in Latch Test Wallet')
    expect(page.getByTestId('walletconnect-qr').query()).toBeNull()
    await page.getByRole('button', { name: 'Open Latch Test Wallet' }).click()
    expect(opened).toHaveBeenCalledTimes(2)
    await expect.element(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('on a phone: coming back to the page counts as buffering until the wallet answers, then it connects and is recent', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { latch, wallet } = await pickListingWallet({ isMobile: true })
    const pairing = await wallet.nextPairing()
    pairing.showUri(URI)
    await expect.element(page.getByTestId('walletconnect-status')).toHaveTextContent('Continue in')
    document.dispatchEvent(new Event('visibilitychange'))
    await expect
      .element(page.getByTestId('walletconnect-status'))
      .toHaveTextContent('Connecting to Latch Test Wallet…')
    await expect
      .element(page.getByRole('progressbar', { name: 'Waiting for Latch Test Wallet' }))
      .toBeVisible()
    pairing.approve()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    expect(getStore(latch).getState().recentWallets[0]).toEqual({
      id: 'latch-test-wallet',
      name: 'Latch Test Wallet',
    })
  })

  it('a javascript: link from the data is never opened: the QR code is shown instead', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    const wallet = pairingAdapter()
    const rendered = await renderLatch(null, { adapters: [wallet.adapter], isMobile: true })
    cleanup = rendered.unmount
    open(rendered.latch)
    navigate(rendered.latch, {
      view: 'ConnectingWalletConnect',
      data: { wallet: listingWallet('javascript:alert(1)') },
    })
    expect(getStore(rendered.latch).getState().router.data?.wallet?.listing?.mobile_link).toBe(
      'javascript:alert(1)',
    )
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
    expect(opened).not.toHaveBeenCalled()
  })
})

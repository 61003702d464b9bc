import { ConnectionRejectedError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { pairingAdapter } from '../../test-support/pairingAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1900000000`

async function renderPairing() {
  const wallet = pairingAdapter()
  const rendered = await renderLatch(null, { adapters: [wallet.adapter] })
  cleanup = rendered.unmount
  open(rendered.latch)
  navigate(rendered.latch, { view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
  return { ...rendered, wallet }
}

describe('ConnectingWalletConnect', () => {
  it('loading: starts a pairing at once and says it is preparing the QR code', async () => {
    const { wallet } = await renderPairing()
    await wallet.nextPairing()
    await expect.element(page.getByTestId('walletconnect-status')).toHaveTextContent('Preparing the QR code')
    await expect.element(page.getByTestId('walletconnect-qr')).not.toBeInTheDocument()
    await expect.element(page.getByTestId('walletconnect-copy')).not.toBeInTheDocument()
  })

  it('full: shows the URI as a labelled QR code with a Copy link button', async () => {
    const { wallet } = await renderPairing()
    ;(await wallet.nextPairing()).showUri(URI)
    const qr = page.getByRole('img', { name: /WalletConnect QR code/ })
    await expect.element(qr).toBeVisible()
    await expect.element(page.getByTestId('walletconnect-status')).toHaveTextContent('Scan this QR code')
    await expect.element(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  })

  it('a URI with under 10 s left is replaced by a new pairing', async () => {
    const { latch, wallet } = await renderPairing()
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
    getStore(latch).setState((s) => ({ connecting: { ...s.connecting!, expiresAt: Date.now() + 9_000 } }))
    const next = await wallet.nextPairing()
    expect(wallet.pairings()).toBe(2)
    next.showUri(URI.replace('a'.repeat(64), 'c'.repeat(64)))
    await expect.poll(() => getStore(latch).getState().connecting?.uri).toContain('c'.repeat(64))
  })

  it("error: the wallet's refusal shows 'Connection rejected' as an alert; Try again starts a new pairing", async () => {
    const { wallet } = await renderPairing()
    ;(await wallet.nextPairing()).reject(new ConnectionRejectedError())
    const error = page.getByTestId('connecting-error')
    await expect.element(error).toHaveRole('alert')
    await expect.element(error).toHaveTextContent('Connection rejected')
    await page.getByRole('button', { name: 'Try again' }).click()
    ;(await wallet.nextPairing()).showUri(URI)
    await expect.element(page.getByTestId('walletconnect-qr')).toBeVisible()
  })

  it('approved: the modal closes with the account connected', async () => {
    const { latch, wallet } = await renderPairing()
    const pairing = await wallet.nextPairing()
    pairing.showUri(URI)
    pairing.approve()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    expect(getStore(latch).getState().connecting).toBeUndefined()
  })
})

describe('ConnectingWalletConnectBasic', () => {
  it('empty: with no adapter offering WalletConnect it says so, and leads to All Wallets', async () => {
    const { latch, unmount } = await renderLatch(null, { adapters: [] })
    cleanup = unmount
    open(latch)
    expect(getStore(latch).getState().router.view).toBe('ConnectingWalletConnectBasic')
    await expect
      .element(page.getByTestId('walletconnect-unavailable'))
      .toHaveTextContent('WalletConnect is not configured on this page.')
    await page.getByRole('button', { name: 'All Wallets' }).click()
    await expect.poll(() => getStore(latch).getState().router.view).toBe('AllWallets')
  })

  it('features.allWallets off: it leads nowhere else, the All Wallets button is gone', async () => {
    const { latch, unmount } = await renderLatch(null, { adapters: [], features: { allWallets: false } })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('walletconnect-unavailable')).toBeVisible()
    expect(page.getByTestId('walletconnect-all-wallets').query()).toBeNull()
  })
})

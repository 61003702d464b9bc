import { connect } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch } from '../../test-support/renderLatch'
import { BROWSER_ADDRESS, EMBEDDED_ADDRESS, twoWalletsAdapter } from '../../test-support/twoWalletsAdapter'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** The browser wallet, then the email login (in use); the modal open on Account. */
async function connectBoth(multiWallet = true) {
  const two = twoWalletsAdapter()
  const rendered = await renderLatch(null, { adapters: [two.adapter], features: { multiWallet } })
  cleanup = rendered.unmount
  await connect(rendered.latch, { connectorId: 'test.browser' })
  await connect(rendered.latch, { connectorId: 'AUTH' })
  open(rendered.latch)
  await expect.element(page.getByTestId('account-view')).toBeVisible()
  return { ...rendered, two }
}

/** multiWallet on, nothing connected, the modal open on ProfileWallets. */
async function openWithoutWallet() {
  const rendered = await renderLatch(null, { features: { multiWallet: true } })
  cleanup = rendered.unmount
  open(rendered.latch)
  navigate(rendered.latch, { view: 'ProfileWallets' })
  return rendered.latch
}

const row = (connectorId: string) => page.getByTestId(`profile-wallet-${connectorId}`)
const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

describe('ProfileWallets', () => {
  it('full: from the Account header, both wallets with name, short address and status; Switch makes the other one the account', async () => {
    const { latch } = await connectBoth()
    await page.getByTestId('account-wallets').click()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Profile Wallets')
    await expect.element(page.getByTestId('profile-wallets')).toHaveAttribute('data-state', 'full')
    await expect.element(row('test.browser')).toHaveAttribute('data-status', 'active')
    await expect.element(row('test.browser')).toHaveTextContent('Test Browser Wallet0x7099…79C8 · Connected')
    await expect.element(row('AUTH')).toHaveAttribute('data-status', 'connected')
    await expect.element(row('AUTH')).toHaveTextContent('ada@example.com0x3C44…93BC · In use')
    // Only the one held beside the one in use can be switched to.
    expect(page.getByTestId('profile-wallet-switch-AUTH').query()).toBeNull()
    await settle()
    expect(await seriousViolations()).toEqual([])

    await page.getByRole('button', { name: 'Switch to Test Browser Wallet' }).click()
    await expect.element(row('test.browser')).toHaveAttribute('data-status', 'connected')
    await expect.element(row('AUTH')).toHaveAttribute('data-status', 'active')
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(BROWSER_ADDRESS)
    await page.getByTestId('modal-back').click()
    await expect.element(page.getByTestId('account-address')).toHaveTextContent('0x7099…79C8')
  })

  it('Disconnect ends one wallet; the other stays and takes over when it was the one in use', async () => {
    const { latch } = await connectBoth()
    navigate(latch, { view: 'ProfileWallets' })
    await page.getByRole('button', { name: 'Disconnect ada@example.com' }).click()
    await expect.element(row('AUTH')).not.toBeInTheDocument()
    await expect.element(row('test.browser')).toHaveAttribute('data-status', 'connected')
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(BROWSER_ADDRESS)
  })

  it('error: a wallet that no longer grants access is not switched to, and says so', async () => {
    const { latch, two } = await connectBoth()
    two.revoked.add('test.browser')
    navigate(latch, { view: 'ProfileWallets' })
    await page.getByRole('button', { name: 'Switch to Test Browser Wallet' }).click()
    await expect
      .element(page.getByTestId('profile-wallets-error'))
      .toHaveTextContent('Failed to switch wallet')
    await expect.element(page.getByTestId('profile-wallets')).toHaveAttribute('data-state', 'error')
    await expect.element(row('AUTH')).toHaveAttribute('data-status', 'connected')
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(EMBEDDED_ADDRESS)
  })

  it('loading: while the last wallet is being restored', async () => {
    const latch = await openWithoutWallet()
    // what mountLatch's silent reconnect sets while the wallet has not answered
    getStore(latch).setState({ loading: true, loadingNamespaceMap: { eip155: true } })
    await expect.element(page.getByTestId('profile-wallets')).toHaveAttribute('data-state', 'loading')
    await expect.element(page.getByTestId('profile-wallets-loading')).toHaveTextContent('Loading wallets')
  })

  it('empty: no wallet yet, and "Add wallet" goes to Connect', async () => {
    const latch = await openWithoutWallet()
    await expect.element(page.getByTestId('profile-wallets-empty')).toHaveTextContent('No wallet connected')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('profile-wallets-add').click()
    expect(getStore(latch).getState().router.view).toBe('Connect')
  })

  it('by keyboard alone: reach it from Account, switch, and keep the focus on the row', async () => {
    const { latch } = await connectBoth()
    const wallets = page.getByTestId('account-wallets')
    ;(wallets.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('profile-wallets')).toBeVisible()
    for (let presses = 0; presses < 12 && focusedTestId() !== 'profile-wallet-switch-test.browser'; presses++)
      await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('profile-wallet-switch-test.browser')
    await userEvent.keyboard('{Enter}')
    await expect.element(row('test.browser')).toHaveAttribute('data-status', 'connected')
    await expect.poll(focusedTestId).toBe('profile-wallet-disconnect-test.browser')
    expect(getStore(latch).getState().activeConnectorIds.eip155).toBe('test.browser')
  })

  it('multiWallet off: no Wallets control on Account, and only the active connector’s connection is listed', async () => {
    const { latch } = await connectBoth(false)
    expect(page.getByTestId('account-wallets').query()).toBeNull()
    navigate(latch, { view: 'ProfileWallets' })
    await expect.element(row('AUTH')).toHaveAttribute('data-status', 'connected')
    expect(row('test.browser').query()).toBeNull()
  })
})

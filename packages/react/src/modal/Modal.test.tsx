import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderLatch, setConnected } from '../test-support/renderLatch'
import { deepActiveElement } from './focus'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('Modal', () => {
  it('opens as a labelled modal dialog 360px wide with Connect first', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    const dialog = page.getByRole('dialog')
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true')
    await expect.element(dialog).toHaveAccessibleName('Connect Wallet')
    // offsetWidth: the layout width, unaffected by the opening animation's scale.
    expect((dialog.element() as HTMLElement).offsetWidth).toBe(360)
  })

  it('Escape closes and focus returns to the button that opened it', async () => {
    const { unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    await page.getByTestId('connect-button').click()
    await expect.poll(() => deepActiveElement()?.getAttribute('data-testid')).toBe('wallet-test.wallet')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.poll(() => deepActiveElement()?.getAttribute('data-testid')).toBe('connect-button')
  })

  it('Tab and Shift+Tab cycle inside the dialog', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    // Focus starts on the first wallet.
    await expect.poll(() => deepActiveElement()?.getAttribute('data-testid')).toBe('wallet-test.wallet')
    const stops: (string | null)[] = []
    for (let i = 0; i < 4; i++) {
      await userEvent.keyboard('{Tab}')
      stops.push(deepActiveElement()?.getAttribute('data-testid') ?? null)
    }
    expect(stops).toEqual(['all-wallets', 'modal-close', 'wallet-test.wallet', 'all-wallets'])
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(deepActiveElement()?.getAttribute('data-testid')).toBe('wallet-test.wallet')
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(deepActiveElement()?.getAttribute('data-testid')).toBe('modal-close')
  })

  it('on an unsupported network Escape closes (spec §2: closing resets to Connect); the button still says Wrong network', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    setConnected(latch, 'eip155:1')
    open(latch)
    await expect.element(page.getByTestId('unsupported-chain-view')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(getStore(latch).getState()).toMatchObject({
      open: false,
      refusedCloseCount: 0,
      router: { view: 'Connect' },
    })
    await expect.element(page.getByTestId('account-button')).toHaveTextContent('Wrong network')
  })

  it('back pops the history, and at the first view back closes', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    await page.getByTestId('all-wallets').click()
    await expect.element(page.getByTestId('wallet-search')).toBeVisible()
    await page.getByTestId('modal-back').click()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Connect Wallet')
    expect(page.getByTestId('modal-back').query()).toBeNull()
    await page.getByTestId('modal-close').click()
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('a wallet that fails to connect shows the error with a retry in ConnectingExternal', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    await page.getByTestId('wallet-test.wallet').click()
    await expect.element(page.getByTestId('connecting-error')).toHaveTextContent('Failed to connect')
    await expect.element(page.getByTestId('connecting-retry')).toBeVisible()
    expect(getStore(latch).getState().accounts).toEqual({})
  })
})

import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { LatchEmbeddedModal } from '../LatchEmbeddedModal'
import { renderLatch } from '../test-support/renderLatch'
import { deepActiveElement } from './focus'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const focusedTestId = () => deepActiveElement()?.dataset.testid
const announcement = () => page.getByTestId('view-announcement')

describe('focus and announcements across view changes', () => {
  it("focus moves to the new view's heading when the view changes, and its title is announced", async () => {
    const { unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    page.getByTestId('connect-button').element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(focusedTestId).toBe('wallet-test.wallet')
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('all-wallets')
    await userEvent.keyboard('{Enter}')
    await expect.poll(focusedTestId).toBe('modal-title')
    expect(deepActiveElement()?.textContent).toBe('All Wallets')
    await expect.element(announcement()).toHaveTextContent('All Wallets')
    await expect.element(page.getByTestId('wallet-search')).toBeVisible()
    // From the heading, Tab goes on in document order (Close, then the view's controls).
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('modal-close')
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('wallet-search')

    // Back, by keyboard: the first view's title is announced again.
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}')
    expect(focusedTestId()).toBe('modal-back')
    await userEvent.keyboard('{Enter}')
    await expect.poll(focusedTestId).toBe('modal-title')
    await expect.element(announcement()).toHaveTextContent('Connect Wallet')
    // Escape still closes, wherever focus now is.
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(focusedTestId()).toBe('connect-button')
  })

  it('on the first open focus goes to the first control and nothing is announced', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    await expect.poll(focusedTestId).toBe('wallet-test.wallet')
    await expect.element(announcement()).toHaveTextContent('')
  })

  it("choosing a wallet moves focus to the Connecting view's heading, the chosen row being gone", async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    await expect.poll(focusedTestId).toBe('wallet-test.wallet')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('connecting-external')).toBeVisible()
    expect(focusedTestId()).toBe('modal-title')
    await expect.element(announcement()).toHaveTextContent('Connecting')
    expect(document.activeElement).not.toBe(document.body)
  })

  it('embedded, a view change moves focus to the heading, but leaves focus the page has elsewhere', async () => {
    const { latch, unmount, container } = await renderLatch(
      <>
        <button type="button">Host page button</button>
        <LatchEmbeddedModal />
      </>,
      { embedded: true },
    )
    cleanup = unmount
    await expect.element(page.getByTestId('all-wallets')).toBeVisible()
    page.getByTestId('all-wallets').element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(focusedTestId).toBe('modal-title')
    await expect.element(announcement()).toHaveTextContent('All Wallets')

    const hostButton = container.querySelector('button')!
    hostButton.focus()
    navigate(latch, { view: 'Networks' })
    await expect.element(announcement()).toHaveTextContent('Choose Network')
    expect(document.activeElement).toBe(hostButton)
  })
})

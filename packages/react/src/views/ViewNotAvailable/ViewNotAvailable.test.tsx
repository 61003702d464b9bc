import { open } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { deepActiveElement } from '../../modal/focus'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('a view that is not built yet', () => {
  it('a view of a feature still to come says it is not available yet by name, not Connect', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    // As a spec rule would set it: open() and navigate() refuse it.
    latch.store.setState((s) => ({ router: { ...s.router, view: 'SwitchActiveChain', history: [] } }))
    const dialog = page.getByRole('dialog')
    await expect.element(dialog).toHaveAccessibleName('Switch Chain')
    const message = page.getByRole('region', { name: 'Switch Chain is not available yet' })
    await expect.element(message).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Switch Chain is not available yet' }))
      .toBeVisible()
    await expect.element(page.getByTestId('all-wallets')).not.toBeInTheDocument()
    // keyboard reachable: Tab reaches the message's own button, and Enter closes the modal
    for (
      let i = 0;
      i < 4 && deepActiveElement()?.getAttribute('data-testid') !== 'view-not-available-close';
      i++
    ) {
      await userEvent.keyboard('{Tab}')
    }
    expect(deepActiveElement()?.getAttribute('data-testid')).toBe('view-not-available-close')
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('never renders as Connect under another name', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    // a view the actions refuse, put in the store directly, as a future action or a bug could
    latch.store.setState((s) => ({
      open: true,
      router: { ...s.router, view: 'SwitchActiveChain', history: [] },
    }))
    await expect.element(page.getByRole('dialog')).toHaveAccessibleName('Switch Chain')
    await expect
      .element(page.getByRole('region', { name: 'Switch Chain is not available yet' }))
      .toBeVisible()
    await expect.element(page.getByTestId('all-wallets')).not.toBeInTheDocument()
  })
})

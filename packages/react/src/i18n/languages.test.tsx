import { setLocale } from '@latch/core'
import { open, showSnackbar } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderLatch } from '../test-support/renderLatch'
import arabic from './locales/ar.json'
import german from './locales/de.json'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('the modal in another language', () => {
  it('speaks the configured locale, mirrored for a right-to-left one, the button included', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />, { locale: 'ar' })
    cleanup = unmount
    await expect.element(page.getByTestId('connect-button')).toHaveTextContent(arabic['button.connect'])
    open(latch)
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent(arabic['title.Connect'])
    const dialog = page.getByRole('dialog')
    await expect.element(dialog).toHaveAttribute('dir', 'rtl')
    await expect.element(dialog).toHaveAttribute('lang', 'ar')
    await expect.element(page.getByTestId('modal-close')).toHaveAccessibleName(arabic['modal.close'])
  })

  it('switches at run time with the modal open, and reads core’s English messages translated', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Connect Wallet')
    setLocale(latch, { locale: 'de-AT' })
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent(german['title.Connect'])
    await expect.element(page.getByRole('dialog')).toHaveAttribute('dir', 'ltr')

    showSnackbar(latch, { message: 'Insufficient balance', variant: 'error', autoClose: false })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent(german['spec.Insufficient balance'])
    // a message no catalogue knows (a wallet's own words) shows as it came
    showSnackbar(latch, { message: 'Ledger says no', variant: 'error', autoClose: false })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Ledger says no')

    setLocale(latch, { locale: undefined })
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Connect Wallet')
  })
})

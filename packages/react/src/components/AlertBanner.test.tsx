import { getStore } from '@latch/core/internal'
import { open, showAlert } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('AlertBanner', () => {
  it("the alert shows its long message (the 'Invalid App Configuration' text about the allowlist)", async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    const details = 'Origin https://shop.example is not on the allowlist of project demo.'
    showAlert(latch, { message: 'Invalid App Configuration', details })
    const alert = page.getByTestId('alert')
    await expect.element(alert).toHaveTextContent('Invalid App Configuration')
    await expect.element(alert).toHaveTextContent(details)
    await expect.element(page.getByText(details)).toBeVisible()
  })

  it('the long message is translated like the title, its values (the origin, the project) kept', async () => {
    const { latch, unmount } = await renderLatch(null, { locale: 'de' })
    cleanup = unmount
    open(latch)
    showAlert(latch, {
      message: 'Invalid App Configuration',
      details:
        "Origin https://shop.example is not on the allowlist of project demo. Add it to the project's allowed origins on the Latch API.",
    })
    await expect.element(page.getByTestId('alert')).toHaveTextContent('Ungültige App-Konfiguration')
    await expect
      .element(page.getByTestId('alert-details'))
      .toHaveTextContent(
        'Der Ursprung https://shop.example steht nicht auf der Zulassungsliste des Projekts demo. Fügen Sie ihn in der Latch API zu den erlaubten Ursprüngen des Projekts hinzu.',
      )
  })

  it("every alert core opens has its long message in each catalogue ('Network Not Found', 'Session Expired')", async () => {
    const { latch, unmount } = await renderLatch(null, { locale: 'fr' })
    cleanup = unmount
    open(latch)
    showAlert(latch, {
      message: 'Network Not Found',
      details: "eip155:424242 is not one of this app's networks.",
    })
    await expect.element(page.getByTestId('alert')).toHaveTextContent('Réseau introuvable')
    await expect
      .element(page.getByTestId('alert-details'))
      .toHaveTextContent('eip155:424242 ne fait pas partie des réseaux de cette app.')
  })

  it('an alert without a long message shows its short one alone, and can be dismissed', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    showAlert(latch, { message: 'Session Expired' })
    await expect.element(page.getByTestId('alert')).toHaveTextContent(/^Session Expired$/)
    await page.getByRole('button', { name: 'Dismiss alert' }).click()
    await expect.element(page.getByTestId('alert')).not.toBeInTheDocument()
    expect(getStore(latch).getState().alert.open).toBe(false)
  })
})

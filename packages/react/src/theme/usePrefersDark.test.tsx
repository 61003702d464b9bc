import { darkTheme, lightTheme } from '@latch/core'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderLatch } from '../test-support/renderLatch'

/** Chromium's own prefers-color-scheme, as the person's system setting would change it. */
const emulate = (value: 'light' | 'dark' | '') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] })

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  await emulate('')
})

const latchRoot = () => document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
const dialogBackground = () => getComputedStyle(latchRoot().querySelector('.dialog')!).backgroundColor
/** ConnectButton's own shadow root (the one holding its `.btn`). */
const connectButtonBackground = () => {
  const host = [...document.querySelectorAll('[data-latch]')].find((one) =>
    one.shadowRoot?.querySelector('.btn'),
  )
  return host && getComputedStyle(host.shadowRoot!.querySelector('.btn')!).backgroundColor
}

describe("theme 'system'", () => {
  it('follows prefers-color-scheme as it changes, with the modal open', async () => {
    await emulate('dark')
    const { latch, unmount } = await renderLatch(<ConnectButton />, { theme: 'system' })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('latch-modal')).toBeVisible()
    expect((latchRoot().host as HTMLElement).dataset.theme).toBe('dark')
    expect(dialogBackground()).toBe('rgb(23, 24, 27)')
    expect(connectButtonBackground()).toBe('rgb(111, 134, 255)')

    await emulate('light')
    await expect.poll(dialogBackground).toBe('rgb(255, 255, 255)')
    expect((latchRoot().host as HTMLElement).dataset.theme).toBe('light')
    expect(connectButtonBackground()).toBe('rgb(59, 91, 253)')
  })

  it('a light/dark pair follows it the same way', async () => {
    await emulate('light')
    const pair = {
      lightMode: lightTheme({ accentColor: '#0a7' }),
      darkMode: darkTheme({ accentColor: '#7b3fe4' }),
    }
    const { unmount } = await renderLatch(<ConnectButton />, { theme: pair })
    cleanup = unmount
    await expect.poll(connectButtonBackground).toBe('rgb(0, 170, 119)')
    await emulate('dark')
    await expect.poll(connectButtonBackground).toBe('rgb(123, 63, 228)')
  })

  it("'light' stays light whatever the system prefers", async () => {
    await emulate('dark')
    const { latch, unmount } = await renderLatch(<ConnectButton />, { theme: 'light' })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('latch-modal')).toBeVisible()
    expect(dialogBackground()).toBe('rgb(255, 255, 255)')
  })
})

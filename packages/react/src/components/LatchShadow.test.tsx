import { darkTheme, lightTheme } from '@latch/core'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test-support/renderLatch'
import { ConnectButton } from './ConnectButton/ConnectButton'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const shadowOf = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.shadowRoot!
const styleOf = (root: ShadowRoot, selector: string) => getComputedStyle(root.querySelector(selector)!)
/** ConnectButton's own shadow root (the one holding its `.btn`). */
const connectButtonRoot = () =>
  [...document.querySelectorAll('[data-latch]')].find((host) => host.shadowRoot?.querySelector('.btn'))!
    .shadowRoot!

describe('the theme in the shadow root', () => {
  it('left out, draws the modal with the light theme: white dialog, blue primary, 24 px corners, no blur', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch, { view: 'ConnectingWalletConnect' })
    await expect.element(page.getByTestId('latch-modal')).toBeVisible()
    const root = shadowOf('latch-root')
    expect((root.host as HTMLElement).dataset.theme).toBe('light')
    expect(styleOf(root, '.dialog').backgroundColor).toBe('rgb(255, 255, 255)')
    expect(styleOf(root, '.dialog').borderTopLeftRadius).toBe('24px')
    expect(styleOf(root, '.overlay').backdropFilter).toBe('none')
    expect(styleOf(root, '.overlay').backgroundColor).toBe('rgba(10, 12, 16, 0.45)')
    expect(styleOf(connectButtonRoot(), '.btn').backgroundColor).toBe('rgb(59, 91, 253)')
    expect(styleOf(connectButtonRoot(), '.btn').borderTopLeftRadius).toBe('999px')
  })

  it('a theme from darkTheme() reaches the dialog, its rows and buttons, the overlay and the connect button', async () => {
    const theme = darkTheme({
      accentColor: 'rgb(10, 120, 90)',
      accentColorForeground: 'white',
      borderRadius: 'small',
      fontStack: 'rounded',
      overlayBlur: 'small',
    })
    const { latch, unmount } = await renderLatch(<ConnectButton />, { theme })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('latch-modal')).toBeVisible()
    const root = shadowOf('latch-root')
    expect((root.host as HTMLElement).dataset.theme).toBe('dark')
    expect(styleOf(root, '.dialog').backgroundColor).toBe('rgb(23, 24, 27)')
    expect(styleOf(root, '.dialog').color).toBe('rgb(242, 243, 245)')
    expect(styleOf(root, '.dialog').borderTopLeftRadius).toBe('8px')
    expect(styleOf(root, '.dialog').fontFamily).toMatch(/^ui-rounded, "SF Pro Rounded"/)
    expect(styleOf(root, '.row').borderTopLeftRadius).toBe('6px')
    expect(styleOf(root, '.overlay').backdropFilter).toBe('blur(4px)')
    const button = styleOf(connectButtonRoot(), '.btn')
    expect(button.backgroundColor).toBe('rgb(10, 120, 90)')
    expect(button.color).toBe('rgb(255, 255, 255)')
    expect(button.borderTopLeftRadius).toBe('6px')
  })

  it('the embedded modal takes the theme too', async () => {
    const { LatchEmbeddedModal } = await import('../LatchEmbeddedModal')
    const { unmount } = await renderLatch(<LatchEmbeddedModal />, {
      embedded: true,
      theme: lightTheme({ accentColor: '#0a7', borderRadius: 'none' }),
    })
    cleanup = unmount
    await expect.element(page.getByTestId('latch-modal')).toBeVisible()
    const root = shadowOf('latch-embedded')
    expect(styleOf(root, '.dialog').borderTopLeftRadius).toBe('0px')
    expect((root.host as HTMLElement).style.getPropertyValue('--latch-accent')).toBe('#0a7')
  })

  it('the page cannot see the theme as a stylesheet: it is the shadow host’s own custom properties', async () => {
    const { unmount, container } = await renderLatch(<ConnectButton />, { theme: 'dark' })
    cleanup = unmount
    await expect.element(page.getByTestId('connect-button')).toBeVisible()
    expect(document.head.querySelector('style[data-latch]')).toBeNull()
    expect(container.querySelector('style')).toBeNull()
    const host = shadowOf('latch-root').host as HTMLElement
    expect(host.style.getPropertyValue('--latch-bg')).toBe('#17181b')
  })
})

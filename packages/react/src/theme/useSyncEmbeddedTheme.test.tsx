import { darkTheme } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { emailLoginAdapter } from '../test-support/emailLoginAdapter'
import { renderLatch } from '../test-support/renderLatch'

const emulate = (value: 'light' | 'dark' | '') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] })

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
  await emulate('')
})

describe('the embedded wallet follows the theme', () => {
  it('is told the colour scheme of a theme object once its connector is there', async () => {
    const email = emailLoginAdapter()
    const { unmount } = await renderLatch(null, { adapters: [email.adapter], theme: darkTheme() })
    cleanup = unmount
    await expect.poll(() => email.themes.at(-1)).toBe('dark')
    expect(email.themes).not.toContain('light')
  })

  it("with 'system', is told each change of prefers-color-scheme", async () => {
    await emulate('dark')
    const email = emailLoginAdapter()
    const { unmount } = await renderLatch(null, { adapters: [email.adapter], theme: 'system' })
    cleanup = unmount
    await expect.poll(() => email.themes.at(-1)).toBe('dark')
    await emulate('light')
    await expect.poll(() => email.themes.at(-1)).toBe('light')
    await emulate('dark')
    await expect.poll(() => email.themes.at(-1)).toBe('dark')
  })

  it('left out, is told light', async () => {
    const email = emailLoginAdapter()
    const { unmount } = await renderLatch(null, { adapters: [email.adapter] })
    cleanup = unmount
    await expect.poll(() => email.themes.at(-1)).toBe('light')
  })
})

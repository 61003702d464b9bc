import { setLocale } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { emailLoginAdapter } from '../test-support/emailLoginAdapter'
import { renderLatch } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe("the embedded wallet follows the modal's language", () => {
  it('is told the configured locale once its connector is there, and each setLocale after', async () => {
    const email = emailLoginAdapter()
    const { latch, unmount } = await renderLatch(null, { adapters: [email.adapter], locale: 'de' })
    cleanup = unmount
    await expect.poll(() => email.locales.at(-1)).toBe('de')
    setLocale(latch, { locale: 'ar' })
    await expect.poll(() => email.locales.at(-1)).toBe('ar')
    expect(email.locales).not.toContain('en')
  })

  it('is told the locale the modal resolves, never the raw tag: de-AT speaks de, an unspoken language English', async () => {
    const email = emailLoginAdapter()
    const { latch, unmount } = await renderLatch(null, { adapters: [email.adapter], locale: 'de-AT' })
    cleanup = unmount
    await expect.poll(() => email.locales.at(-1)).toBe('de')
    setLocale(latch, { locale: 'fy' })
    await expect.poll(() => email.locales.at(-1)).toBe('en')
    expect(email.locales).not.toContain('de-AT')
  })
})

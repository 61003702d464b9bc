import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe("the modal body's scroll area (spec §4)", () => {
  it('starts hidden, shows while scrolling and while the pointer is on it, and its scrollbar is hidden by the CSS only when hidden', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    const body = page.getByTestId('modal-body')
    await expect.element(body).toHaveAttribute('data-scrollbar', 'hidden')
    const element = body.element() as HTMLElement
    expect(getComputedStyle(element).scrollbarColor).toBe('rgba(0, 0, 0, 0) rgba(0, 0, 0, 0)')
    element.dispatchEvent(new Event('scroll'))
    await expect.element(body).toHaveAttribute('data-scrollbar', 'scrolling')
    expect(getComputedStyle(element).scrollbarColor).toBe('auto')
    element.dispatchEvent(new PointerEvent('pointerenter'))
    await expect.element(body).toHaveAttribute('data-scrollbar', 'interacting')
    element.dispatchEvent(new PointerEvent('pointerleave'))
    await expect.element(body).toHaveAttribute('data-scrollbar', 'idle')
    // the 600 ms hide delay itself is held by core's rules/scrollArea.test.ts with fake timers
    await expect.element(body, { timeout: 5000 }).toHaveAttribute('data-scrollbar', 'hidden')
  })
})

import type { LatchConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { createBrowserSiwx } from '@latch/siwx'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { LatchEmbeddedModal } from '../LatchEmbeddedModal'
import { listingOnlyAdapter, TEST_WALLET } from '../test-support/listingOnlyAdapter'
import { renderLatch, setConnected } from '../test-support/renderLatch'
import { deepActiveElement } from './focus'

let cleanup: (() => void | Promise<void>)[] = []
afterEach(async () => {
  for (const undo of cleanup.reverse()) await undo()
  cleanup = []
})

/** A page taller than the viewport, so there is something behind the overlay to scroll. */
function tallPage(): void {
  const filler = document.createElement('div')
  filler.style.height = '3000px'
  document.body.append(filler)
  cleanup.push(() => {
    filler.remove()
    window.scrollTo(0, 0)
  })
}

/** The viewport's scrollbar width (0 here: headless Chromium, as Playwright launches it, hides scrollbars). */
const scrollbarWidth = () => window.innerWidth - document.documentElement.clientWidth

async function renderOpen(ui: ReactNode = <ConnectButton />, config: Partial<LatchConfig> = {}) {
  const rendered = await renderLatch(ui, config)
  cleanup.push(rendered.unmount)
  return rendered
}

const dialog = () => page.getByRole('dialog')
const focusedInDialog = () => {
  const active = deepActiveElement()
  return active !== null && (dialog().query()?.contains(active) ?? false)
}

describe('the overlay as the only layer', () => {
  it('Escape closes from anywhere in the document while the overlay is open', async () => {
    const { latch } = await renderOpen()
    open(latch)
    await expect.poll(focusedInDialog).toBe(true)
    deepActiveElement()?.blur()
    expect(document.activeElement).toBe(document.body)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('Escape from the page body is refused with the shake where the spec forbids closing', async () => {
    // a required sign-in still owed (spec §4)
    const { latch } = await renderOpen(<ConnectButton />, {
      siwx: createBrowserSiwx({ storage: null, required: true }),
    })
    setConnected(latch)
    open(latch, { view: 'SIWXSignMessage' })
    await expect.element(page.getByTestId('siwx-view')).toBeVisible()
    deepActiveElement()?.blur()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).toHaveClass(/shake/)
    expect(getStore(latch).getState()).toMatchObject({ open: true, refusedCloseCount: 1 })
  })

  it('an Escape a layer above the dialog handles (its default prevented) does not close it', async () => {
    const { latch } = await renderOpen()
    open(latch)
    await expect.poll(focusedInDialog).toBe(true)
    // Added after the modal opened: a layer above it, like a wallet's own prompt.
    const layer = document.createElement('button')
    layer.textContent = 'Reject'
    layer.addEventListener('keydown', (event) => event.preventDefault())
    document.body.append(layer)
    cleanup.push(() => layer.remove())
    layer.focus()
    expect(document.activeElement).toBe(layer)
    await userEvent.keyboard('{Escape}')
    expect(getStore(latch).getState().open).toBe(true)
  })

  it('focus that falls to the page body comes back into the dialog with the next key', async () => {
    const { latch } = await renderOpen()
    open(latch)
    await expect.poll(focusedInDialog).toBe(true)
    deepActiveElement()?.blur()
    await userEvent.keyboard('a')
    expect(focusedInDialog()).toBe(true)
    deepActiveElement()?.blur()
    await userEvent.keyboard('{Tab}')
    expect(deepActiveElement()?.dataset.testid).toBe('modal-close')
    deepActiveElement()?.blur()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(deepActiveElement()?.dataset.testid).toBe('all-wallets')
  })

  it('when the window gets focus back with nothing focused (a wallet window closed), focus returns to the dialog', async () => {
    const { latch } = await renderOpen()
    open(latch)
    await expect.poll(focusedInDialog).toBe(true)
    deepActiveElement()?.blur()
    window.dispatchEvent(new FocusEvent('focus'))
    expect(focusedInDialog()).toBe(true)
  })

  it("closing puts back the page's own inline overflow and padding", async () => {
    tallPage()
    document.documentElement.style.overflow = 'auto'
    document.body.style.paddingRight = '3px'
    cleanup.push(() => {
      document.documentElement.style.overflow = ''
      document.body.style.paddingRight = ''
    })
    const { latch } = await renderOpen()
    const scrollbar = scrollbarWidth()
    open(latch)
    await expect.poll(() => document.body.style.overflow).toBe('hidden')
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe(`${3 + scrollbar}px`)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('auto')
    expect(document.body.style.overflow).toBe('')
    expect(document.body.style.paddingRight).toBe('3px')
  })

  it('when the focused control is removed, focus comes back into the dialog at once', async () => {
    const wallets = Array.from({ length: 100 }, (_, i) => ({
      ...TEST_WALLET,
      id: `w${i}`,
      name: `Wallet ${i}`,
    }))
    const { latch } = await renderOpen(null, { adapters: [listingOnlyAdapter(wallets)] })
    open(latch, { view: 'AllWallets' })
    await expect.element(page.getByTestId('wallet-w0')).toBeVisible()
    page.getByTestId('wallet-w0').element().focus()
    // Scrolled far down (a wheel while the row has focus), the windowed list unmounts the row.
    const body = dialog().element().querySelector<HTMLElement>('[data-modal-body]')!
    body.scrollTop = body.scrollHeight
    await expect.element(page.getByTestId('wallet-w99')).toBeVisible()
    expect(page.getByTestId('wallet-w0').query()).toBeNull()
    await expect.poll(focusedInDialog).toBe(true)
    expect(document.activeElement).not.toBe(document.body)
  })

  it('while the overlay is open the page behind does not scroll and is hidden from assistive tech', async () => {
    tallPage()
    const { latch, container } = await renderOpen()
    // A sibling that already had its own aria-hidden gets it back on close.
    const aside = document.createElement('aside')
    aside.setAttribute('aria-hidden', 'false')
    document.body.append(aside)
    cleanup.push(() => aside.remove())
    const scrollbar = scrollbarWidth()
    open(latch)
    await expect.poll(focusedInDialog).toBe(true)

    for (const sibling of [container, aside]) {
      expect(sibling.inert).toBe(true)
      expect(sibling.getAttribute('aria-hidden')).toBe('true')
    }
    const host = document.querySelector('[data-testid="latch-root"]') as HTMLElement
    expect(host.inert).toBe(false)
    expect(host.hasAttribute('aria-hidden')).toBe(false)
    // The scrollbar's width moves to the body's padding, so the page does not shift sideways.
    expect(document.body.style.paddingRight).toBe(scrollbar > 0 ? `${scrollbar}px` : '')
    await userEvent.wheel(page.getByTestId('modal-overlay'), { delta: { y: 600 } })
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(window.scrollY).toBe(0)

    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(container.inert).toBe(false)
    expect(container.hasAttribute('aria-hidden')).toBe(false)
    expect(aside.getAttribute('aria-hidden')).toBe('false')
    expect(document.body.style.paddingRight).toBe('')
    await userEvent.wheel(document.body, { delta: { y: 600 } })
    await expect.poll(() => window.scrollY).toBeGreaterThan(0)
  })

  it('a node put on the page while the overlay is open (a wallet prompt) stays reachable', async () => {
    const { latch, container } = await renderOpen()
    const earlier = document.createElement('div')
    document.body.append(earlier)
    cleanup.push(() => earlier.remove())
    open(latch)
    await expect.poll(() => earlier.inert).toBe(true)
    const later = document.createElement('div')
    document.body.append(later)
    cleanup.push(() => later.remove())
    // Moved to the end of the page, as a wallet raises its prompt above modals.
    document.body.append(earlier)
    await expect.poll(() => earlier.inert).toBe(false)
    expect(later.inert).toBe(false)
    expect(earlier.hasAttribute('aria-hidden')).toBe(false)
    expect(container.inert).toBe(true)
  })

  it('embedded mode neither locks the page scroll nor hides the page', async () => {
    tallPage()
    const { container } = await renderOpen(<LatchEmbeddedModal />, { embedded: true })
    await expect.element(dialog()).toBeVisible()
    expect(container.inert).toBe(false)
    expect(container.hasAttribute('aria-hidden')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    await userEvent.wheel(document.body, { delta: { y: 600 } })
    await expect.poll(() => window.scrollY).toBeGreaterThan(0)
  })

  it('the hidden prewarm render neither locks the page scroll nor hides the page', async () => {
    const changes: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        changes.push(`${(record.target as Element).tagName} ${record.attributeName}`)
    })
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['inert', 'aria-hidden', 'style'],
    })
    cleanup.push(() => observer.disconnect())
    // Watched from the shadow root's creation, so an early prewarm is not missed.
    let prewarmed = false
    const attachShadow = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init)
      new MutationObserver(() => {
        if (root.querySelector('[data-prewarm]')) prewarmed = true
      }).observe(root, { subtree: true, childList: true })
      return root
    }
    cleanup.push(() => {
      Element.prototype.attachShadow = attachShadow
    })
    await renderOpen()
    const root = document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
    await expect.poll(() => prewarmed && !root.querySelector('[data-prewarm]')).toBe(true)
    expect(changes).toEqual([])
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.body.style.overflow).toBe('')
  })
})

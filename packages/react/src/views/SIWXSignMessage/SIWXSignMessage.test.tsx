import { connect, disconnect, type SiwxConfig, switchNetwork } from '@latch/core'
import { getStore, isConnected } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { createBrowserSiwx } from '@latch/siwx'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch } from '../../test-support/renderLatch'
import { signingAdapter } from '../../test-support/signingAdapter'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** Renders the modal with a signing wallet and sign-in kept in memory (`required` as given). */
async function renderSignIn(siwx: SiwxConfig | undefined = createBrowserSiwx({ storage: null })) {
  const wallet = signingAdapter()
  const rendered = await renderLatch(null, {
    adapters: [wallet.adapter],
    siwx,
    metadata: { name: 'Example Shop' },
  })
  cleanup = rendered.unmount
  return { ...rendered, wallet }
}

/** A sign-in whose session lookup waits until the test lets it answer: the loading state, held. */
/** A browser SIWX whose session lookups wait until `answer()`; lookups after it answer at once. */
function heldSiwx() {
  const waiting: (() => void)[] = []
  let answered = false
  const base = createBrowserSiwx({ storage: null })
  const siwx: SiwxConfig = {
    ...base,
    // a second lookup (the check runs again when the account settles) must not stay held forever
    getSessions: (chainId, address) =>
      answered
        ? base.getSessions(chainId, address)
        : new Promise((resolve) => {
            waiting.push(() => resolve(base.getSessions(chainId, address)))
          }),
  }
  const answer = () => {
    answered = true
    for (const release of waiting.splice(0)) release()
  }
  return { siwx, answer }
}

describe('SIWXSignMessage', () => {
  it('after connect the session is looked up first: no sign-in view until the lookup says there is none', async () => {
    const held = heldSiwx()
    const { latch } = await renderSignIn(held.siwx)
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('checking')
    expect(page.getByTestId('siwx-view').query()).toBeNull()
    expect(getStore(latch).getState().router.view).not.toBe('SIWXSignMessage')
    held.answer()
    await expect.element(page.getByTestId('siwx-sign')).toBeVisible()
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('a returning person with a valid session, sign-in required: connect closes the modal, the sign view never shows', async () => {
    const siwx = createBrowserSiwx({ storage: null, required: true })
    const { latch } = await renderSignIn(siwx)
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await page.getByTestId('siwx-sign').click()
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('signedIn')
    await disconnect(latch)
    const shown: string[] = []
    const stop = getStore(latch).subscribe((state) => {
      if (state.open) shown.push(state.router.view)
    })
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    stop()
    expect(getStore(latch).getState().siwx.status).toBe('signedIn')
    expect(shown).not.toContain('SIWXSignMessage')
  })

  it('optional: Cancel just closes and the wallet stays connected', async () => {
    const { latch } = await renderSignIn()
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await page.getByTestId('siwx-cancel').click()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    expect(isConnected(getStore(latch).getState())).toBe(true)
  })

  it('required: Escape and the close button are refused (the modal shakes), and Cancel disconnects', async () => {
    const { latch } = await renderSignIn(createBrowserSiwx({ storage: null, required: true }))
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.element(page.getByTestId('siwx-view')).toHaveTextContent('Canceling will disconnect you.')
    await userEvent.keyboard('{Escape}')
    await page.getByTestId('modal-close').click()
    expect(getStore(latch).getState().refusedCloseCount).toBe(2)
    expect(getStore(latch).getState().open).toBe(true)
    await page.getByTestId('siwx-cancel').click()
    await expect.poll(() => isConnected(getStore(latch).getState())).toBe(false)
    expect(getStore(latch).getState().open).toBe(false)
  })

  it('a network without a session asks again; cancelling a required sign-in there returns to the signed-in network', async () => {
    const { latch } = await renderSignIn(createBrowserSiwx({ storage: null, required: true }))
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await page.getByTestId('siwx-sign').click()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)

    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    await expect.element(page.getByTestId('siwx-sign')).toBeVisible()
    expect(getStore(latch).getState().siwx.status).toBe('ready')
    await page.getByTestId('siwx-cancel').click()
    await expect.poll(() => getStore(latch).getState().activeCaipNetworkId).toBe('eip155:31337')
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('signedIn')
    expect(isConnected(getStore(latch).getState())).toBe(true)
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
  })

  it('keyboard: Sign is reached by Tab and signs with Enter', async () => {
    const { latch } = await renderSignIn()
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.element(page.getByTestId('siwx-sign')).toBeVisible()
    for (
      let i = 0;
      i < 6 && document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-testid') !== 'siwx-sign';
      i++
    ) {
      await userEvent.keyboard('{Tab}')
    }
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('signedIn')
  })
})

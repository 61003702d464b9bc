import { connect, type SiwxConfig, switchNetwork } from '@latch/core'
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
  it('loading: after connect the view checks for a session before offering to sign', async () => {
    const held = heldSiwx()
    const { latch } = await renderSignIn(held.siwx)
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.element(page.getByTestId('siwx-view')).toHaveTextContent('Checking your sign-in')
    expect(page.getByTestId('siwx-sign').query()).toBeNull()
    held.answer()
    await expect.element(page.getByTestId('siwx-sign')).toBeVisible()
  })

  it('full: says what signing means, signs with the wallet, keeps the session and closes', async () => {
    const { latch, wallet } = await renderSignIn()
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Sign In')
    await expect
      .element(page.getByTestId('siwx-view'))
      .toHaveTextContent('Example Shop needs to connect to your wallet')
    await expect.element(page.getByTestId('siwx-view')).toHaveTextContent('You can sign in later.')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('siwx-sign').click()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    const { siwx } = getStore(latch).getState()
    expect(siwx.status).toBe('signedIn')
    expect(wallet.signed).toEqual([siwx.session?.message])
    expect(siwx.session?.message).toContain(
      `${location.host} wants you to sign in with your Ethereum account:`,
    )
    expect(siwx.session?.data.accountAddress).toBe(wallet.address)
  })

  it("error: a refusal shows 'Error signing message' and offers to sign again", async () => {
    const { latch, wallet } = await renderSignIn()
    open(latch)
    await connect(latch, { connectorId: 'test.wallet' })
    wallet.refuseSigning = true
    await page.getByTestId('siwx-sign').click()
    await expect.element(page.getByTestId('siwx-error')).toHaveTextContent('Error signing message')
    await expect.element(page.getByTestId('siwx-error')).toHaveRole('alert')
    expect(getStore(latch).getState().siwx.session).toBeUndefined()
    expect(await seriousViolations()).toEqual([])
    wallet.refuseSigning = false
    await page.getByTestId('siwx-sign').click()
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('signedIn')
  })

  it("empty: opened without siwx config, it says 'SIWX is not enabled'", async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    getStore(latch).setState((s) => ({ router: { ...s.router, view: 'SIWXSignMessage' } }))
    await expect.element(page.getByTestId('siwx-error')).toHaveTextContent('SIWX is not enabled')
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
    await page.getByTestId('siwx-sign').element()
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
    await page.getByTestId('siwx-sign').element()
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

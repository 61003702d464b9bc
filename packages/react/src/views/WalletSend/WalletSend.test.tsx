import type { Latch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { setPortfolio, TEST_TOKENS } from '../../test-support/accountData'
import { renderLatch, setConnected } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

/** The Send form opened from Account, with the test tokens read. */
async function openSend(): Promise<Latch> {
  const { latch, unmount } = await renderLatch(null)
  cleanup = unmount
  setConnected(latch)
  open(latch)
  // No provider service here: Account's token read fails, then the tokens are set as a read sets them.
  await expect.element(page.getByTestId('tokens-error')).toBeVisible()
  setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
  await page.getByTestId('wallet-feature-send').click()
  await expect.element(page.getByTestId('send-view')).toBeVisible()
  return latch
}

describe('WalletSend', () => {
  it('starts on the native token and fills the form by keyboard alone, then previews with Enter', async () => {
    const latch = await openSend()
    await expect.element(page.getByTestId('send-token')).toHaveTextContent('ETH')
    await expect.element(page.getByTestId('send-balance')).toHaveTextContent('Balance 10.000 ETH')
    // The view change put focus on the title; Tab reaches the amount after Close.
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('modal-close')
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('send-amount')
    await expect.element(page.getByTestId('send-amount')).toHaveAttribute('inputmode', 'decimal')
    await userEvent.keyboard('1.5')
    await expect.element(page.getByTestId('send-fiat')).toHaveTextContent('$4,500.22')
    await expect
      .element(page.getByTestId('send-message'))
      .toHaveTextContent('An amount and receiver address are required')
    await expect.element(page.getByTestId('send-preview')).toBeDisabled()
    for (let i = 0; i < 4 && focusedTestId() !== 'send-receiver'; i++) await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('send-receiver')
    await userEvent.keyboard(RECEIVER)
    await expect.element(page.getByTestId('send-message')).toHaveTextContent('')
    await expect.element(page.getByTestId('send-preview')).toBeEnabled()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('send-preview-view')).toBeVisible()
    expect(getStore(latch).getState().send).toMatchObject({ amount: '1.5', receiverAddress: RECEIVER })
  })

  it('says why the form cannot be sent: over the balance, a malformed amount, too many decimals, a bad receiver', async () => {
    await openSend()
    const amount = page.getByTestId('send-amount')
    const message = page.getByTestId('send-message')
    await expect.element(message).toHaveRole('status')
    await userEvent.fill(page.getByTestId('send-receiver'), RECEIVER)
    await userEvent.fill(amount, '11')
    await expect.element(message).toHaveTextContent('Insufficient balance')
    await userEvent.fill(amount, '1,5')
    await expect.element(message).toHaveTextContent('Enter a valid amount')
    await userEvent.fill(amount, '1')
    await userEvent.fill(page.getByTestId('send-receiver'), '0x1234')
    await expect.element(message).toHaveTextContent('Invalid receiver address')
    await expect.element(page.getByTestId('send-preview')).toBeDisabled()
  })

  it('Max fills in the whole balance; the token picker is searchable and keyboard navigable', async () => {
    await openSend()
    await page.getByTestId('send-max').click()
    await expect.element(page.getByTestId('send-amount')).toHaveValue('10.0001234')
    await page.getByTestId('send-token').click()
    await expect.element(page.getByTestId('send-select-token-view')).toBeVisible()
    const options = () =>
      Array.from(
        document
          .querySelector('[data-testid="latch-root"]')!
          .shadowRoot!.querySelectorAll('[data-testid^="send-token-option-"]'),
        (option) => option.getAttribute('data-testid'),
      )
    expect(options()).toEqual(['send-token-option-ETH', 'send-token-option-LUSD'])
    await expect.element(page.getByTestId('send-token-option-ETH')).toHaveTextContent('10.000 ETH')
    await userEvent.fill(page.getByTestId('send-token-search'), 'usd')
    expect(options()).toEqual(['send-token-option-LUSD'])
    await userEvent.keyboard('{ArrowDown}')
    expect(focusedTestId()).toBe('send-token-option-LUSD')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('send-view')).toBeVisible()
    await expect.element(page.getByTestId('send-token')).toHaveTextContent('LUSD')
    // The amount stays as typed; LUSD has 6 decimals.
    await userEvent.fill(page.getByTestId('send-receiver'), RECEIVER)
    await expect
      .element(page.getByTestId('send-message'))
      .toHaveTextContent('Too many decimal places for LUSD (6)')
  })

  it("shows a spinner while a name resolves, then the receiver's name and avatar, or 'Error resolving name'", async () => {
    const latch = await openSend()
    getStore(latch).setState((s) => ({
      send: { ...s.send, receiver: 'alice.latch.local', receiverStatus: 'resolving' },
    }))
    await expect.element(page.getByTestId('send-receiver-resolving')).toHaveTextContent('Resolving name')
    getStore(latch).setState((s) => ({
      send: {
        ...s.send,
        receiverStatus: 'resolved',
        receiverAddress: RECEIVER,
        receiverProfileName: 'alice.latch.local',
        receiverProfileImage: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    }))
    const resolved = page.getByTestId('send-receiver-resolved')
    await expect.element(resolved).toHaveTextContent('alice.latch.local')
    await expect.element(resolved).toHaveTextContent('0x7099…79C8')
    expect(resolved.element().querySelector('img')).not.toBeNull()
    // A name that does not resolve says so, not 'Invalid receiver address'.
    await page.getByTestId('send-amount').fill('1')
    getStore(latch).setState((s) => ({
      send: {
        ...s.send,
        receiver: 'nobody.latch.local',
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
        receiverStatus: 'error',
        error: 'Error resolving name',
      },
    }))
    await expect.element(page.getByTestId('send-message')).toHaveTextContent('Error resolving name')
    await expect.element(page.getByTestId('send-preview')).toBeDisabled()
  })
})

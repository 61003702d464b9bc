import { UserRejectedRequestError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { setPortfolio, TEST_TOKENS } from '../../test-support/accountData'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import { transferAdapter } from '../../test-support/transferAdapter'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`

/** Account → Send (1.5 ETH to RECEIVER) → Preview, on a wallet that waits for the test. */
async function openPreview(options?: Parameters<typeof transferAdapter>[0]) {
  const wallet = transferAdapter(options)
  const { latch, unmount } = await renderLatch(null, { adapters: [wallet.adapter] })
  cleanup = unmount
  setConnected(latch)
  open(latch)
  await expect.element(page.getByTestId('tokens-error')).toBeVisible()
  setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
  await page.getByTestId('wallet-feature-send').click()
  await page.getByTestId('send-amount').fill('1.5')
  await page.getByTestId('send-receiver').fill(RECEIVER)
  await page.getByTestId('send-preview').click()
  await expect.element(page.getByTestId('send-preview-view')).toBeVisible()
  return { latch, wallet }
}

describe('WalletSendPreview', () => {
  it('shows what is sent, to whom and the network fee estimate', async () => {
    await openPreview()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Review Send')
    await expect.element(page.getByTestId('send-summary-amount')).toHaveTextContent('1.5 ETH')
    await expect.element(page.getByTestId('send-summary-receiver')).toHaveTextContent(RECEIVER)
    await expect.element(page.getByTestId('send-fee')).toHaveTextContent('0.000021 ETH')
    await expect.element(page.getByTestId('send-fee')).toHaveAttribute('data-status', 'ready')
  })

  it("says 'Confirm in your wallet' while the wallet decides, then on success returns to Account with the form reset", async () => {
    const { latch, wallet } = await openPreview()
    await page.getByTestId('send-confirm').click()
    const transfer = await wallet.nextTransfer()
    expect(transfer).toMatchObject({ to: RECEIVER, amount: 1_500_000_000_000_000_000n, token: undefined })
    await expect.element(page.getByTestId('send-status')).toHaveTextContent('Confirm in your wallet')
    await expect.element(page.getByTestId('send-confirm')).toBeDisabled()
    transfer.resolve(HASH)
    await expect.element(page.getByTestId('account-view')).toBeVisible()
    // The sent transaction is in Activity, mined.
    expect(getStore(latch).getState().activity.pending[0]?.metadata).toMatchObject({
      hash: HASH,
      status: 'confirmed',
    })
    expect(getStore(latch).getState().router.history).toEqual([])
    // Core reset the form.
    expect(getStore(latch).getState().send).toMatchObject({ amount: '', receiver: '', loading: false })
  })

  it('a refusal in the wallet goes back to the form (spec §4 transaction stack), kept exactly as it was', async () => {
    const { latch, wallet } = await openPreview()
    const before = getStore(latch).getState().send
    await page.getByTestId('send-confirm').click()
    ;(await wallet.nextTransfer()).reject(new UserRejectedRequestError())
    await expect.element(page.getByTestId('snackbar')).toHaveAttribute('data-variant', 'error')
    await expect.element(page.getByTestId('send-amount')).toHaveValue('1.5')
    expect(page.getByTestId('send-preview-view').query()).toBeNull()
    expect(getStore(latch).getState().router).toMatchObject({ view: 'WalletSend', transactionStack: [] })
    expect(getStore(latch).getState().send).toMatchObject({
      amount: before.amount,
      receiver: before.receiver,
      token: before.token,
      loading: false,
    })
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('a failed send goes back to the form with the reason in the snackbar, ready to review again', async () => {
    const { latch, wallet } = await openPreview()
    await page.getByTestId('send-confirm').click()
    ;(await wallet.nextTransfer()).reject(new Error('execution reverted'))
    await expect.element(page.getByTestId('snackbar')).toHaveAttribute('data-variant', 'error')
    await expect.element(page.getByTestId('send-amount')).toHaveValue('1.5')
    expect(getStore(latch).getState().router.view).toBe('WalletSend')
    await page.getByTestId('send-preview').click()
    await expect.element(page.getByTestId('send-preview-view')).toBeVisible()
  })

  it('says the fee is unavailable when the wallet cannot estimate it', async () => {
    const { latch } = await openPreview()
    getStore(latch).setState((s) => ({ send: { ...s.send, feeStatus: 'error', fee: undefined } }))
    await expect.element(page.getByTestId('send-fee')).toHaveTextContent('Unavailable')
  })
})

import { connect } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import {
  EOA_ADDRESS,
  SMART_ACCOUNT_ADDRESS,
  type SmartAccountWallet,
  smartAccountAdapter,
} from '../../test-support/smartAccountAdapter'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** The email login connected with the account types `wallet` says, the modal open on Account. */
async function openAccount(wallet: SmartAccountWallet) {
  const smart = smartAccountAdapter(wallet)
  const rendered = await renderLatch(null, { adapters: [smart.adapter] })
  cleanup = rendered.unmount
  await connect(rendered.latch, { connectorId: 'AUTH' })
  open(rendered.latch)
  await expect.element(page.getByTestId('account-type')).toBeVisible()
  return { ...rendered, wallet: smart.wallet }
}

/** A switch the test lets through by hand. */
function held() {
  let release: () => void = () => {}
  const hold = new Promise<void>((resolve) => {
    release = resolve
  })
  return { hold, release: () => release() }
}

const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

describe('Account: the account type of an email or social login', () => {
  it("not deployed: the smart account, counterfactual, says 'Not deployed' and offers the switch to its EOA", async () => {
    await openAccount({ type: 'smartAccount', deployed: false, enabled: true })
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('Smart account')
    await expect.element(page.getByTestId('account-not-deployed')).toHaveTextContent('Not deployed')
    await expect.element(page.getByTestId('account-type-switch')).toHaveTextContent('Switch to EOA')
    await expect.element(page.getByTestId('account-address')).toHaveTextContent('0x9fE4…a6e0')
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('deployed: no hint', async () => {
    await openAccount({ type: 'smartAccount', deployed: true, enabled: true })
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('Smart account')
    expect(page.getByTestId('account-not-deployed').query()).toBeNull()
  })

  it('switch allowed: pending while the wallet answers, then the EOA is the account, and back to the smart account', async () => {
    const { latch, wallet } = await openAccount({ type: 'smartAccount', deployed: false, enabled: true })
    const first = held()
    wallet.hold = first.hold
    const button = page.getByTestId('account-type-switch')
    await button.click()
    // loading: the switch waits, says so, and is not offered twice
    await expect.element(button).toHaveTextContent('Switching…')
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    await expect.element(button).toHaveAttribute('aria-disabled', 'true')
    await expect.element(page.getByRole('status').filter({ hasText: 'Switching to EOA' })).toBeInTheDocument()
    first.release()
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('EOA')
    await expect.element(button).toHaveTextContent('Switch to smart account')
    await expect.element(button).toHaveAttribute('aria-busy', 'false')
    await expect.element(page.getByTestId('account-address')).toHaveTextContent('0x3C44…93BC')
    expect(page.getByTestId('account-not-deployed').query()).toBeNull()
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(EOA_ADDRESS)

    wallet.hold = undefined
    await button.click()
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('Smart account')
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(SMART_ACCOUNT_ADDRESS)
  })

  it('switch refused: an EOA where smart accounts are not enabled shows the reason, and no switch', async () => {
    await openAccount({ type: 'eoa', deployed: false, enabled: false })
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('EOA')
    await expect
      .element(page.getByTestId('account-type-refusal'))
      .toHaveTextContent('Smart accounts are not available on this network')
    expect(page.getByTestId('account-type-switch').query()).toBeNull()
    expect(page.getByTestId('account-not-deployed').query()).toBeNull()
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it("error: the wallet's refusal shows in the error snackbar, and the account stays as it was", async () => {
    const { latch, wallet } = await openAccount({ type: 'eoa', deployed: false, enabled: true })
    wallet.refuse = 'A smart account is not available in this embedded wallet yet'
    await page.getByTestId('account-type-switch').click()
    await expect
      .element(page.getByTestId('snackbar'))
      .toHaveTextContent('A smart account is not available in this embedded wallet yet')
    await expect.element(page.getByTestId('snackbar')).toHaveAttribute('data-variant', 'error')
    await expect.element(page.getByTestId('account-type-switch')).toHaveTextContent('Switch to smart account')
    expect(getStore(latch).getState().accounts.eip155).toMatchObject({
      address: EOA_ADDRESS,
      preferredAccountType: 'eoa',
    })
  })

  it('keyboard only: Tab reaches the switch after the header, Enter switches, and the focus stays on it', async () => {
    await openAccount({ type: 'smartAccount', deployed: true, enabled: true })
    ;(page.getByTestId('disconnect').element() as HTMLElement).focus()
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('account-type-switch')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('EOA')
    expect(focusedTestId()).toBe('account-type-switch')
    await userEvent.keyboard(' ')
    await expect.element(page.getByTestId('account-type-label')).toHaveTextContent('Smart account')
    expect(focusedTestId()).toBe('account-type-switch')
  })

  it('a browser wallet, with one kind of account, shows no account type', async () => {
    const rendered = await renderLatch(null)
    cleanup = rendered.unmount
    setConnected(rendered.latch)
    open(rendered.latch)
    await expect.element(page.getByTestId('account-view')).toBeVisible()
    expect(page.getByTestId('account-type').query()).toBeNull()
  })
})

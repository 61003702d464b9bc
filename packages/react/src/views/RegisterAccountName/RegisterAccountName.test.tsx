// Choosing a name over the real provider service (the browser project's globalSetup starts it): the
// rule as typed, availability and suggestions, the wallet's signature, success, and each failure.

import { connect, type LatchConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { registerName } from '@latch/core/services'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch } from '../../test-support/renderLatch'
import { signingAdapter } from '../../test-support/signingAdapter'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const api = inject('latchListingApi')!
/** createLatch's part for the service: the project once, and the base URL. */
const services = { projectId: api.projectId, api: { baseUrl: api.baseUrl } }
const SUFFIX = '.latch.local'
/** A label no other test (nor an earlier run on the same service) has registered. */
const freshLabel = () => `name-${crypto.randomUUID().slice(0, 8)}`
const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

/** The modal on Account with a signing wallet connected, the service as configured. */
async function openAccount(config: Partial<LatchConfig> = services) {
  const wallet = signingAdapter()
  const rendered = await renderLatch(null, { adapters: [wallet.adapter], ...config })
  cleanup = rendered.unmount
  await connect(rendered.latch, { connectorId: 'test.wallet' })
  open(rendered.latch)
  await expect.element(page.getByTestId('account-address')).toBeVisible()
  return { ...rendered, wallet }
}

async function openRegistration(config?: Partial<LatchConfig>) {
  const opened = await openAccount(config)
  navigate(opened.latch, { view: 'RegisterAccountName' })
  await expect.element(page.getByTestId('register-name-view')).toBeVisible()
  return opened
}

describe('RegisterAccountName', () => {
  it('empty: nothing typed, no message, Register disabled; the Account offers it once the service knows no name', async () => {
    const { latch } = await openAccount()
    await page.getByTestId('account-choose-name').click()
    await expect.element(page.getByTestId('register-name-view')).toBeVisible()
    expect(getStore(latch).getState().router.history).toContain('Account')
    await expect.element(page.getByTestId('register-name-message')).toHaveTextContent('')
    await expect.element(page.getByTestId('register-name-submit')).toBeDisabled()
    expect(page.getByTestId('register-name-suggestions').query()).toBeNull()
  })

  it('the name is checked as typed: under 4 characters, or other than letters, digits and hyphen', async () => {
    await openRegistration()
    const input = page.getByTestId('register-name-input')
    await input.fill('abc')
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent('A name needs at least 4 characters')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await input.fill('ali_ce')
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent('Use only letters, digits and hyphens')
    await input.fill('alice.eth')
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent('Use only letters, digits and hyphens')
    await expect.element(page.getByTestId('register-name-submit')).toBeDisabled()
  })

  it('loading, then full: a free name says so with free alternatives; registering it by keyboard alone shows success, then the Account shows the name', async () => {
    const { latch, wallet } = await openRegistration()
    const label = freshLabel()
    for (let i = 0; i < 4 && focusedTestId() !== 'register-name-input'; i++) await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('register-name-input')
    await userEvent.keyboard(label)
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent('Checking availability…')
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent(`${label}${SUFFIX} is available`)
    await expect
      .element(page.getByTestId('register-name-suggestions'))
      .toHaveTextContent(`${label}1${SUFFIX}`)
    await expect
      .element(page.getByTestId('register-name-submit'))
      .toHaveTextContent(`Register ${label}${SUFFIX}`)
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('register-name-registered')).toHaveTextContent(`${label}${SUFFIX}`)
    // The wallet signed the service's registration message for this name and this address.
    expect(wallet.signed).toHaveLength(1)
    expect(wallet.signed[0]).toContain(`Register the name ${label}${SUFFIX} for ${wallet.address}`)
    expect(getStore(latch).getState().accounts.eip155?.profileName).toBe(`${label}${SUFFIX}`)
    await page.getByTestId('register-name-done').click()
    await expect.element(page.getByTestId('account-name')).toHaveTextContent(`${label}${SUFFIX}`)
    expect(page.getByTestId('account-choose-name').query()).toBeNull()
  })

  it('a taken name says so and cannot be registered; a suggestion fills the field', async () => {
    const { latch } = await openRegistration()
    const label = freshLabel()
    // Another address takes the name first, through the service's own registration.
    const other = signingAdapter()
    await registerName(latch, {
      name: `${label}${SUFFIX}`,
      address: other.address,
      chainId: 31337,
      signMessage: (message) =>
        other.adapter.signMessage!({ connectorId: 'test.wallet', address: other.address, message }),
    })
    await page.getByTestId('register-name-input').fill(label)
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent(`${label}${SUFFIX} is taken`)
    await expect.element(page.getByTestId('register-name-submit')).toBeDisabled()
    await page.getByTestId('register-name-suggestion').first().click()
    await expect.element(page.getByTestId('register-name-input')).toHaveValue(`${label}1`)
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent(`${label}1${SUFFIX} is available`)
  })

  it("error: suggestions that fail say 'Error fetching name suggestions'", async () => {
    // A service on a closed port: every call fails.
    await openRegistration({ ...services, api: { baseUrl: 'http://127.0.0.1:9' } })
    await page.getByTestId('register-name-input').fill(freshLabel())
    await expect
      .element(page.getByTestId('register-name-message'))
      .toHaveTextContent('Error fetching name suggestions')
    await expect.element(page.getByTestId('register-name-submit')).toBeDisabled()
  })

  it("a refused signature stays on RegisterAccountName with 'Error registering name {name}'; nothing is registered", async () => {
    const { latch, wallet } = await openRegistration()
    const label = freshLabel()
    wallet.refuseSigning = true
    await page.getByTestId('register-name-input').fill(label)
    await expect.element(page.getByTestId('register-name-submit')).toBeEnabled()
    await page.getByTestId('register-name-submit').click()
    await expect
      .element(page.getByTestId('snackbar'))
      .toHaveTextContent(`Error registering name ${label}${SUFFIX}`)
    expect(getStore(latch).getState().router.view).toBe('RegisterAccountName')
    await expect.element(page.getByTestId('register-name-input')).toHaveValue(label)
    expect(getStore(latch).getState().accounts.eip155?.profileName).toBeUndefined()
    // Still free: the signature was refused before anything reached the service.
    wallet.refuseSigning = false
    await expect.element(page.getByTestId('register-name-submit')).toBeEnabled()
    await page.getByTestId('register-name-submit').click()
    await expect.element(page.getByTestId('register-name-success')).toBeVisible()
  })

  it('has no serious accessibility violations, typed and answered', async () => {
    await openRegistration()
    await page.getByTestId('register-name-input').fill(freshLabel())
    await expect.element(page.getByTestId('register-name-suggestions')).toBeVisible()
    await settle()
    expect(await seriousViolations()).toEqual([])
  })
})

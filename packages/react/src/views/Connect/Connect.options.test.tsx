// The host's options the Connect view reads (features.allWallets, collapseWallets, legalCheckbox with
// termsConditionsUrl and privacyPolicyUrl) and the project's remote branding, in the real browser.
import type { ChainAdapter, LatchConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { seriousViolations } from '../../test-support/axe'
import { emailLoginAdapter } from '../../test-support/emailLoginAdapter'
import { TEST_WALLET } from '../../test-support/listingOnlyAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function renderConnect(config: Partial<LatchConfig> = {}) {
  const rendered = await renderLatch(null, config)
  cleanup = rendered.unmount
  open(rendered.latch)
  await expect.element(page.getByTestId('connect-methods')).toBeVisible()
  return rendered
}

/** The email login's adapter, listing a browser wallet too: Connect then has an email and a wallet method. */
function emailAndWallet(): ChainAdapter {
  const { adapter } = emailLoginAdapter()
  return {
    ...adapter,
    setup: (params) =>
      adapter.setup({ ...params, onConnectors: (found) => params.onConnectors([...found, TEST_WALLET]) }),
  }
}

const focused = () =>
  document.querySelector('[data-latch]')?.shadowRoot?.activeElement?.getAttribute('data-testid')

/** Tabs forward until `testId` has the focus (at most 6 presses), and says whether it got there. */
async function tabTo(testId: string): Promise<string | null | undefined> {
  for (let presses = 0; presses < 6 && focused() !== testId; presses += 1) await userEvent.keyboard('{Tab}')
  return focused()
}

const terms = 'https://host.example/terms'
const privacy = 'https://host.example/privacy'

describe('connectMethodsOrder', () => {
  it("the host's order wins over the spec's (email, social, wallet)", async () => {
    await renderConnect({ adapters: [emailAndWallet()], features: { socials: false } })
    await expect.element(page.getByTestId('connect-methods')).toHaveAttribute('data-order', 'wallet,email')
    await cleanup?.()
    await renderConnect({
      adapters: [emailAndWallet()],
      features: { socials: false },
      connectMethodsOrder: ['email', 'wallet'],
    })
    await expect.element(page.getByTestId('connect-methods')).toHaveAttribute('data-order', 'email,wallet')
  })
})

describe('features.allWallets', () => {
  it('on by default: Connect leads to All Wallets; off: the entry is gone, the wallets stay', async () => {
    await renderConnect()
    await expect.element(page.getByTestId('all-wallets')).toBeVisible()
    await cleanup?.()
    await renderConnect({ features: { allWallets: false } })
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeVisible()
    expect(page.getByTestId('all-wallets').query()).toBeNull()
  })
})

describe('features.collapseWallets', () => {
  it('folds the wallets behind one button while the email login shows; the keyboard unfolds them', async () => {
    await renderConnect({ adapters: [emailAndWallet()], features: { collapseWallets: true } })
    await expect.element(page.getByTestId('email-input')).toBeVisible()
    await expect.element(page.getByTestId('collapsed-wallets')).toHaveTextContent('Continue with a wallet')
    expect(page.getByTestId(`wallet-${TEST_WALLET.id}`).query()).toBeNull()
    expect(await tabTo('collapsed-wallets')).toBe('collapsed-wallets')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeVisible()
    // the button went away with the fold: the focus is on the first wallet, not lost to the page
    expect(focused()).toBe(`wallet-${TEST_WALLET.id}`)
  })

  it('off, or with no other method to show, the wallets are listed as ever', async () => {
    await renderConnect({ adapters: [emailAndWallet()] })
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeVisible()
    expect(page.getByTestId('collapsed-wallets').query()).toBeNull()
    await cleanup?.()
    await renderConnect({ features: { collapseWallets: true } })
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeVisible()
    expect(page.getByTestId('collapsed-wallets').query()).toBeNull()
  })
})

describe('features.legalCheckbox', () => {
  it('locks every login and wallet until the box is ticked, by keyboard; the links open apart', async () => {
    await renderConnect({
      adapters: [emailAndWallet()],
      features: { legalCheckbox: true },
      termsConditionsUrl: terms,
      privacyPolicyUrl: privacy,
    })
    await expect
      .element(page.getByTestId('legal-agreement'))
      .toHaveTextContent('I agree to the Terms of Service and Privacy Policy')
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeDisabled()
    await expect.element(page.getByTestId('email-input')).toBeDisabled()
    await expect.element(page.getByTestId('all-wallets')).toBeDisabled()
    for (const [id, href] of [
      ['legal-terms', terms],
      ['legal-privacy', privacy],
    ] as const) {
      const link = page.getByTestId(id)
      await expect.element(link).toHaveAttribute('href', href)
      await expect.element(link).toHaveAttribute('target', '_blank')
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(await seriousViolations()).toEqual([])
    expect(await tabTo('legal-checkbox')).toBe('legal-checkbox')
    await userEvent.keyboard(' ')
    await expect.element(page.getByTestId('legal-checkbox')).toBeChecked()
    await expect.element(page.getByTestId(`wallet-${TEST_WALLET.id}`)).toBeEnabled()
    await expect.element(page.getByTestId('email-input')).toBeEnabled()
    expect(await tabTo(`wallet-${TEST_WALLET.id}`)).toBe(`wallet-${TEST_WALLET.id}`)
    expect(await seriousViolations()).toEqual([])
  })

  it('one link configured, one link shown; the tick holds when the person comes back to Connect', async () => {
    const { latch } = await renderConnect({ features: { legalCheckbox: true }, privacyPolicyUrl: privacy })
    await expect
      .element(page.getByTestId('legal-agreement'))
      .toHaveTextContent('I agree to the Privacy Policy')
    expect(page.getByTestId('legal-terms').query()).toBeNull()
    await page.getByTestId('legal-checkbox').click()
    await page.getByTestId('all-wallets').click()
    await expect.element(page.getByTestId('connect-methods')).not.toBeInTheDocument()
    open(latch, { view: 'Connect' })
    await expect.element(page.getByTestId('legal-checkbox')).toBeChecked()
    await expect.element(page.getByTestId('all-wallets')).toBeEnabled()
  })

  it('off, the terms and privacy links show as a line under the methods, nothing locked', async () => {
    await renderConnect({ termsConditionsUrl: terms, privacyPolicyUrl: privacy })
    await expect
      .element(page.getByTestId('legal-notice'))
      .toHaveTextContent('By connecting a wallet, you agree to the Terms of Service and Privacy Policy')
    expect(page.getByTestId('legal-checkbox').query()).toBeNull()
    await expect.element(page.getByTestId('all-wallets')).toBeEnabled()
    await cleanup?.()
    await renderConnect()
    expect(page.getByTestId('legal-notice').query()).toBeNull()
  })
})

describe("the project's remote branding", () => {
  it("on by default (spec §9): 'UX by Latch' under Connect; the project's reown_branding off hides it", async () => {
    const { latch } = await renderConnect()
    await expect.element(page.getByTestId('branding')).toHaveTextContent('UX by Latch')
    const remote = getStore(latch).getState().remoteFeatures
    getStore(latch).setState({
      remoteFeatures: {
        swaps: false,
        onramp: false,
        email: true,
        socials: false,
        activity: true,
        multiWallet: false,
        ...remote,
        branding: false,
      },
    })
    await expect.element(page.getByTestId('branding')).not.toBeInTheDocument()
  })
})

import type { Browser } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DemoPage } from '../pages/DemoPage'
import { SocialLoginPage } from '../pages/SocialLoginPage'
import { seriousViolations } from '../seriousViolations'

/** How the Account names each provider's login of Ada (the devnet's identity provider's person). */
const ADA = {
  google: 'Ada Lovelace · Google',
  x: 'ada_lovelace · X',
  discord: 'ada · Discord',
  github: 'ada-lovelace · GitHub',
  apple: 'ada@example.com · Apple',
  facebook: 'Ada Lovelace · Facebook',
}

test.describe('social login into the embedded wallet', () => {
  test.setTimeout(120_000)

  test("each of the six providers in its popup: the account connects named by the provider; a verified email opens one wallet, Facebook's only where the operator opts in", async ({
    page,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    const addresses: Record<string, string> = {}
    await demo.goto()
    for (const [provider, name] of Object.entries(ADA)) {
      await demo.connectButton.click()
      await expect(modal.dialog.getByTestId('connect-methods')).toHaveAttribute(
        'data-order',
        'wallet,email,social',
      )
      await social.signIn(provider, 'ada')
      await expect(demo.accountButton).toBeVisible()
      addresses[provider] = (await demo.address.textContent()) ?? ''
      await demo.accountButton.click()
      await expect(social.accountSocial).toHaveText(name)
      await expect(page.getByTestId('update-email-open')).toHaveCount(0)
      await expect(modal.disconnectButton).toHaveText('Sign out')
      await modal.disconnectButton.click()
      await expect(demo.connectButton).toBeVisible()
    }
    // Google, Apple and Discord vouch for ada@example.com: the same wallet; Facebook's word on an email
    // links nothing unless the operator opts in (linkByEmail), GitHub's public email binds nothing, and X
    // gives none: wallets of their own
    expect(addresses.google).toMatch(/^0x[0-9a-fA-F]{40}$/)
    for (const provider of ['apple', 'discord']) expect(addresses[provider]).toBe(addresses.google)
    expect(new Set([addresses.google, addresses.facebook, addresses.github, addresses.x]).size).toBe(4)
  })

  test("closing the popup is 'Popup closed'; cancelling at the provider is 'Connection rejected'; the account stays unconnected", async ({
    page,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    await demo.goto()
    await demo.connectButton.click()
    const popup = await social.openPopup('google')
    await expect(social.button('google')).toHaveAttribute('aria-busy', 'true')
    await popup.close()
    await expect(social.error).toHaveText('Popup closed')
    await expect(social.button('google')).toBeEnabled()

    const again = await social.openPopup('github')
    await again.getByTestId('idp-cancel').click()
    await SocialLoginPage.closed(again)
    await expect(social.error).toHaveText('Connection rejected')
    await expect(modal.title).toHaveText('Connect Wallet')
    await expect(demo.accountButton).toHaveCount(0)
  })

  test('by keyboard alone: Tab to a provider, Enter; the provider page by keyboard too; the modal is usable after', async ({
    page,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    await demo.openModalByKeyboard()
    await expect(social.button('google')).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.tabTo(social.button('discord'), 20)
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')])
    await popup.getByTestId('idp-user-grace').focus()
    await popup.keyboard.press('Enter')
    await SocialLoginPage.closed(popup)
    await expect(demo.accountButton).toBeVisible()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    // Discord's user name loses its trailing 0 (spec §5): grace0 shows as grace
    await expect(social.accountSocial).toHaveText('grace · Discord')
    await modal.tabTo(modal.disconnectButton, 20)
    await page.keyboard.press('Enter')
    await expect(demo.connectButton).toBeVisible()
  })

  test('the redirect mode: the page goes to the provider and comes back connected, the address bar clean (no state, no completion secret)', async ({
    page,
    demo,
  }) => {
    const social = new SocialLoginPage(page)
    await demo.goto('social=redirect')
    await demo.connectButton.click()
    await social.button('x').click()
    await page.getByTestId('idp-user-grace').click()
    await expect(demo.accountButton).toBeVisible()
    expect(new URL(page.url()).searchParams.has('latch_social')).toBe(false)
    expect(new URL(page.url()).hash).toBe('')
    expect(new URL(page.url()).searchParams.get('social')).toBe('redirect')
    await demo.accountButton.click()
    await expect(social.accountSocial).toHaveText('gracehopper · X')
  })

  /** A page whose user agent says Telegram on one platform: the social logins it offers. */
  async function offeredInTelegram(browser: Browser, userAgent: string): Promise<string[]> {
    const context = await browser.newContext({ userAgent })
    const page = await context.newPage()
    const demo = new DemoPage(page)
    await demo.goto()
    await demo.connectButton.click()
    const social = new SocialLoginPage(page)
    await expect(social.button('github')).toBeVisible()
    const offered = await social.buttons.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('data-testid')?.replace('social-', '')),
    )
    await context.close()
    return offered.filter((id): id is string => id !== undefined)
  }

  test('inside Telegram: iOS drops google, Mac drops x, Android drops facebook and x', async ({
    browser,
  }) => {
    const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
    const ios =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.0'
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Telegram/10.0'
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.0'
    expect(await offeredInTelegram(browser, ios)).toEqual(all.filter((p) => p !== 'google'))
    expect(await offeredInTelegram(browser, mac)).toEqual(all.filter((p) => p !== 'x'))
    expect(await offeredInTelegram(browser, android)).toEqual(
      all.filter((p) => p !== 'facebook' && p !== 'x'),
    )
  })
})

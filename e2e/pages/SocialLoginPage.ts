import { expect, type Locator, type Page } from '@playwright/test'

/** The social logins on Connect, the provider's popup (the devnet's identity provider), and the Account's name. */
export class SocialLoginPage {
  readonly buttons: Locator
  readonly error: Locator
  readonly accountSocial: Locator

  constructor(readonly page: Page) {
    this.buttons = page.getByTestId('social-logins').locator('button')
    this.error = page.getByTestId('social-error')
    this.accountSocial = page.getByTestId('account-social')
  }

  button(provider: string): Locator {
    return this.page.getByTestId(`social-${provider}`)
  }

  /** Presses a provider's button: answers its popup, on the provider's sign-in page. */
  async openPopup(provider: string): Promise<Page> {
    const [popup] = await Promise.all([this.page.waitForEvent('popup'), this.button(provider).click()])
    await expect(popup.getByTestId('idp-cancel')).toBeVisible()
    return popup
  }

  /** Signs in at the provider as one of the devnet's people (ada, grace, edsger); the page closes the popup. */
  async signIn(provider: string, user: string): Promise<void> {
    const popup = await this.openPopup(provider)
    await popup.getByTestId(`idp-user-${user}`).click()
    await SocialLoginPage.closed(popup)
  }

  /**
   * Resolves once the provider's popup has closed. It may close before a `waitForEvent('close')` set up
   * after the click would listen (one CI run waited 2 minutes for a close already past), so a closed page
   * answers at once; checked and listened to in the same tick, no close slips between.
   */
  static closed(popup: Page): Promise<unknown> {
    return popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close')
  }
}

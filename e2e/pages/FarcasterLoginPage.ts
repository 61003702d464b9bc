import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Sign In With Farcaster: the modal's view (its QR code and link, then the code entry) and the devnet's
 * test Farcaster app the link opens (the person's phone).
 */
export class FarcasterLoginPage {
  readonly qr: Locator
  readonly openLink: Locator
  readonly codeInput: Locator
  readonly codeSubmit: Locator
  readonly codeError: Locator

  constructor(readonly page: Page) {
    this.qr = page.getByTestId('farcaster-qr')
    this.openLink = page.getByTestId('farcaster-open')
    this.codeInput = page.getByTestId('farcaster-code-input')
    this.codeSubmit = page.getByTestId('farcaster-code-submit')
    this.codeError = page.getByTestId('farcaster-code-error')
  }

  /** The link the view offers (and its QR code shows). */
  async link(): Promise<string> {
    await expect(this.qr).toBeVisible()
    return (await this.openLink.getAttribute('href')) ?? ''
  }

  /**
   * The person in the Farcaster app (`app`, another page) opens `link` and signs in as `user`: answers the
   * code the app then shows for the device that asked.
   */
  static async signIn(app: Page, link: string, user: string): Promise<string> {
    await app.goto(link)
    await app.getByTestId(`farcaster-user-${user}`).click()
    return (await app.getByTestId('farcaster-code').textContent()) ?? ''
  }

  /** The site and device the Farcaster app says the request is for. */
  static requestFor(app: Page): Locator {
    return app.getByTestId('farcaster-device')
  }

  /** Types the code from the Farcaster app into the modal and submits it. */
  async enterCode(code: string): Promise<void> {
    await this.codeInput.fill(code)
    await this.codeSubmit.click()
  }
}

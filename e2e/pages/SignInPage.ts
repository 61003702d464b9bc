import type { Locator, Page } from '@playwright/test'

/** Sign in with the wallet: the modal's SIWXSignMessage view and the demo's sign-in badge. */
export class SignInPage {
  readonly view: Locator
  readonly signButton: Locator
  readonly cancelButton: Locator
  readonly error: Locator
  readonly badge: Locator
  readonly address: Locator
  readonly chain: Locator
  readonly expiry: Locator
  readonly signOutButton: Locator

  constructor(readonly page: Page) {
    this.view = page.getByTestId('siwx-view')
    this.signButton = page.getByTestId('siwx-sign')
    this.cancelButton = page.getByTestId('siwx-cancel')
    this.error = page.getByTestId('siwx-error')
    this.badge = page.getByTestId('demo-siwx-badge')
    this.address = page.getByTestId('demo-siwx-address')
    this.chain = page.getByTestId('demo-siwx-chain')
    this.expiry = page.getByTestId('demo-siwx-expiry')
    this.signOutButton = page.getByTestId('demo-sign-out')
  }

  /** The services' ids of the sessions this browser keeps (Latch's storage key `siwx.sessions`). */
  async keptSessionIds(): Promise<string[]> {
    return this.page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('latch:v1:siwx.sessions') ?? '[]') as { id?: string }[]
      return kept.flatMap((session) => (session.id ? [session.id] : []))
    })
  }
}

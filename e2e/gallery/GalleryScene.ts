import type { Page, Route } from '@playwright/test'
import { expect, WALLET_NAME } from '../fixtures'
import { AccountPage } from '../pages/AccountPage'
import { DemoPage } from '../pages/DemoPage'
import { DevWalletPage } from '../pages/DevWalletPage'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import { ModalPage } from '../pages/ModalPage'
import { OnrampPage } from '../pages/OnrampPage'
import { ProfileWalletsPage } from '../pages/ProfileWalletsPage'
import { ReceivePage } from '../pages/ReceivePage'
import { RegisterNamePage } from '../pages/RegisterNamePage'
import { SendPage } from '../pages/SendPage'
import { SignInPage } from '../pages/SignInPage'
import { SocialLoginPage } from '../pages/SocialLoginPage'
import { SwapPage } from '../pages/SwapPage'
import { world } from '../world'
import { type GalleryVariant, variantQuery } from './galleryVariant'

/**
 * The demo page in one gallery variant, with the e2e suite's page objects, and the moves every shot
 * starts with: open the modal, connect the dev wallet, log in by email, show the Account; and the
 * services' answers held (loading) or failed (error).
 */
export class GalleryScene {
  readonly demo: DemoPage
  readonly modal: ModalPage
  readonly wallet: DevWalletPage
  readonly account: AccountPage
  readonly send: SendPage
  readonly swap: SwapPage
  readonly receive: ReceivePage
  readonly signIn: SignInPage
  readonly names: RegisterNamePage
  readonly onramp: OnrampPage
  readonly login: EmailLoginPage
  readonly social: SocialLoginPage
  readonly profileWallets: ProfileWalletsPage

  constructor(
    readonly page: Page,
    readonly variant: GalleryVariant,
  ) {
    this.demo = new DemoPage(page)
    this.modal = new ModalPage(page)
    this.wallet = new DevWalletPage(page)
    this.account = new AccountPage(page)
    this.send = new SendPage(page)
    this.swap = new SwapPage(page)
    this.receive = new ReceivePage(page)
    this.signIn = new SignInPage(page)
    this.names = new RegisterNamePage(page)
    this.onramp = new OnrampPage(page)
    this.login = new EmailLoginPage(page)
    this.social = new SocialLoginPage(page)
    this.profileWallets = new ProfileWalletsPage(page)
  }

  get embedded(): boolean {
    return this.variant.mode === 'embedded'
  }

  /** Opens the demo in the variant's theme and mode, with `query`'s knobs added (`devwallet-account=5`). */
  async goto(query = ''): Promise<void> {
    await this.demo.goto([...variantQuery(this.variant), ...(query ? [query] : [])].join('&'))
  }

  /** Opens the demo and its modal at Connect: overlay from the connect button; embedded, it shows inline. */
  async openModal(query = ''): Promise<void> {
    await this.goto(query)
    if (!this.embedded) await this.demo.connectButton.click()
    await expect(this.modal.view('Connect')).toBeVisible()
  }

  /** Opens the modal and connects the dev wallet, approving in its prompt. */
  async connect(query = ''): Promise<void> {
    await this.openModal(query)
    await this.modal.wallet(WALLET_NAME).click()
    await this.wallet.approve()
    await expect(this.demo.accountButton).toBeVisible()
  }

  /** Connects the dev wallet and shows the Account view. */
  async openAccount(query = ''): Promise<void> {
    await this.connect(query)
    await this.showAccount()
  }

  /** Shows the Account view of the connected page (from the account button unless it is shown already). */
  async showAccount(): Promise<void> {
    if (!(await this.account.view.isVisible())) await this.demo.accountButton.click()
    await expect(this.account.view).toBeVisible()
  }

  /**
   * Logs in by email on the Connect view (the code read from the devnet's mailbox), a new address each
   * time, so no login meets another's cooldown. Answers the address.
   */
  async loginByEmail(query = ''): Promise<string> {
    const email = testEmail('gallery')
    await this.openModal(query)
    await this.login.codeInput.fill(await this.login.requestCode(email))
    await expect(this.demo.accountButton).toBeVisible()
    return email
  }

  /** Holds the services' answers to the paths `path` matches: the page waits on them (its loading state). */
  async holdServices(path: RegExp): Promise<void> {
    await this.page.route(servicesUrl(path), () => {
      // never fulfilled: the request stays pending until the page closes
    })
  }

  /** Answers the paths `path` matches with a 500, as failing services do (the page's error state). */
  async failServices(path: RegExp): Promise<void> {
    await this.page.route(servicesUrl(path), (route: Route) =>
      route.fulfill({
        status: 500,
        json: { code: 'INTERNAL_ERROR', message: 'The gallery failed this call.' },
      }),
    )
  }
}

/** A URL matcher for the provider services' paths. */
function servicesUrl(path: RegExp): (url: URL) => boolean {
  const services = new URL(world().api.url).origin
  return (url) => url.origin === services && path.test(url.pathname)
}

import type { Locator, Page } from '@playwright/test'

/** The WalletConnect test wallet page (apps/devnet `startTestWallet`): pairing, proposals, requests, sessions. */
export class TestWalletPage {
  readonly status: Locator
  readonly address: Locator
  readonly error: Locator
  readonly uriInput: Locator
  readonly pairButton: Locator
  readonly proposal: Locator
  /** A one-click sign-in (`wc_sessionAuthenticate`): the session and the sign-in in one approval. */
  readonly authRequest: Locator
  readonly request: Locator
  readonly sessions: Locator
  readonly chainSelect: Locator

  constructor(
    readonly page: Page,
    readonly url: string,
  ) {
    this.status = page.getByTestId('testwallet-status')
    this.address = page.getByTestId('testwallet-address')
    this.error = page.getByTestId('testwallet-error')
    this.uriInput = page.getByTestId('testwallet-uri-input')
    this.pairButton = page.getByTestId('testwallet-pair')
    this.proposal = page.getByTestId('testwallet-proposal')
    this.authRequest = page.getByTestId('testwallet-auth-request')
    this.request = page.getByTestId('testwallet-request')
    this.sessions = page.getByTestId('testwallet-session')
    this.chainSelect = page.getByTestId('testwallet-chain-select')
  }

  /**
   * Opens the page as account `account` (an anvil key), optionally with a `wc:` URI to pair at once, at
   * the page's root or, with `universalLink`, at `/wc` as a dApp's universal link opens it. `oneClick:
   * false` plays a wallet without one-click sign-in.
   */
  async goto(
    options: { account?: number; uri?: string; universalLink?: boolean; oneClick?: false } = {},
  ): Promise<void> {
    const query = new URLSearchParams()
    if (options.account !== undefined) query.set('account', String(options.account))
    if (options.oneClick === false) query.set('one-click', 'off')
    if (options.uri) query.set('uri', options.uri)
    await this.page.goto(`${this.url}${options.universalLink ? 'wc' : ''}?${query}`)
  }

  async pair(uri: string): Promise<void> {
    await this.uriInput.fill(uri)
    await this.pairButton.click()
  }

  async approveProposal(): Promise<void> {
    await this.proposal.getByTestId('testwallet-proposal-approve').click()
  }

  async approveAuthRequest(): Promise<void> {
    await this.authRequest.getByTestId('testwallet-auth-request-approve').click()
  }

  async rejectProposal(): Promise<void> {
    await this.proposal.getByTestId('testwallet-proposal-reject').click()
  }

  async approveRequest(): Promise<void> {
    await this.request.getByTestId('testwallet-request-approve').click()
  }

  async rejectRequest(): Promise<void> {
    await this.request.getByTestId('testwallet-request-reject').click()
  }

  async disconnect(): Promise<void> {
    await this.sessions.getByTestId('testwallet-session-disconnect').click()
  }
}

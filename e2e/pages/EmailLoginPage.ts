import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { type ReadMailOptions, readLoginCode } from '../mailbox'
import { world } from '../world'
import { approveDeviceFromMail } from './approveDeviceFromMail'

/** The email login in the modal (Connect's field, EmailLogin, UpdateEmailWallet) and the embedded wallet's frame. */
export class EmailLoginPage {
  readonly emailInput: Locator
  readonly continueButton: Locator
  readonly emailError: Locator
  readonly codeView: Locator
  readonly codeInput: Locator
  readonly codeError: Locator
  readonly resendButton: Locator
  readonly deviceView: Locator
  readonly accountEmail: Locator
  readonly updateEmailButton: Locator
  /** UpdateEmailWallet: the view holding the frame's own email-change screen. */
  readonly updateEmailView: Locator
  readonly accountSecurityButton: Locator
  /** AccountSecurity: the view holding the frame's own account-security screen. */
  readonly accountSecurityView: Locator
  readonly approveView: Locator
  /** The frame element on the page (hidden until it asks for an approval). */
  readonly frameElement: Locator
  /** Inside the frame: its own approval screen. */
  readonly frame: FrameLocator

  constructor(readonly page: Page) {
    this.emailInput = page.getByTestId('email-input')
    this.continueButton = page.getByTestId('email-continue')
    this.emailError = page.getByTestId('email-error')
    this.codeView = page.getByTestId('email-otp')
    this.codeInput = page.getByTestId('email-otp-input')
    this.codeError = page.getByTestId('email-otp-error')
    this.resendButton = page.getByTestId('email-otp-resend')
    this.deviceView = page.getByTestId('email-device')
    this.accountEmail = page.getByTestId('account-email')
    this.updateEmailButton = page.getByTestId('update-email-open')
    this.updateEmailView = page.getByTestId('update-email')
    this.accountSecurityButton = page.getByTestId('account-security-open')
    this.accountSecurityView = page.getByTestId('account-security')
    this.approveView = page.getByTestId('approve-transaction')
    this.frameElement = page.getByTestId('latch-embedded-wallet-frame')
    this.frame = page.frameLocator('[data-testid="latch-embedded-wallet-frame"]')
  }

  get frameApproval(): Locator {
    return this.frame.getByTestId('frame-approval')
  }

  get frameApprove(): Locator {
    return this.frame.getByTestId('frame-approve')
  }

  get frameReject(): Locator {
    return this.frame.getByTestId('frame-reject')
  }

  get frameDetails(): Locator {
    return this.frame.getByTestId('frame-approval-details')
  }

  /**
   * By keyboard, from the request's details (where the frame puts the focus): waits until Approve is on (the
   * screen must have been seen for its delay), then Tab past Reject to Approve.
   */
  async tabToFrameApprove(): Promise<void> {
    await expect(this.frameApprove).toBeEnabled()
    await this.page.keyboard.press('Tab')
    await this.page.keyboard.press('Tab')
    await expect(this.frameApprove).toBeFocused()
  }

  /** Inside the frame: its own screen asking for a code (`data-step`: RECOVERY, VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP). */
  get frameCode(): Locator {
    return this.frame.getByTestId('frame-code')
  }

  get frameCodeInput(): Locator {
    return this.frame.getByTestId('frame-code-input')
  }

  /** Inside the frame: its own screen asking for the new address of an email change. */
  get frameEmailInput(): Locator {
    return this.frame.getByTestId('frame-email-input')
  }

  get framePromptSubmit(): Locator {
    return this.frame.getByTestId('frame-prompt-submit')
  }

  get framePromptError(): Locator {
    return this.frame.getByTestId('frame-prompt-error')
  }

  /** Inside the frame: its account-security screen. */
  get frameSecurity(): Locator {
    return this.frame.getByTestId('frame-security')
  }

  /** Approves this browser from the mailed device link, as the person does (`approveDeviceFromMail`). */
  approveFromMail(email: string, options: ReadMailOptions = {}): Promise<void> {
    return approveDeviceFromMail(this.page, email, options)
  }

  /** Types the address on Connect and continues. */
  async submitEmail(email: string): Promise<void> {
    await this.emailInput.fill(email)
    await this.continueButton.click()
  }

  /**
   * Submits the address on Connect and answers the code the services mailed for it (read from the devnet's
   * mailbox); on a device the address never approved (a new address's first one too) the person first
   * approves it from the mailed link.
   */
  async requestCode(email: string): Promise<string> {
    const sentAt = Date.now()
    await this.submitEmail(email)
    await expect(this.deviceView.or(this.codeView)).toBeVisible()
    if (await this.deviceView.isVisible()) {
      await this.approveFromMail(email, { after: sentAt })
      await expect(this.codeView).toBeVisible()
    }
    return readLoginCode(world().mailboxUrl, email, { after: sentAt })
  }
}

/** A fresh address per test, so the 30 s cooldown and earlier users never meet another test. */
export function testEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@latch.test`
}

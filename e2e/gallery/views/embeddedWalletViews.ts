import type { ViewName } from '@latch/core/modal'
import { expect } from '../../fixtures'
import { testEmail } from '../../pages/EmailLoginPage'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'

// The services' code check, as the frame calls it.
const VERIFY = /^\/v1\/auth\/email\/verify$/
// The email change's first step, as the frame calls it.
const EMAIL_UPDATE = /^\/v1\/auth\/email\/update$/

/** A whole email login (a mailed code, the frame's key) takes longer than the other shots. */
const LOGIN_TIMEOUT_MS = 90_000

/** A new address typed on Connect, the browser approved from the mailed link: EmailLogin asks for the code. */
async function codeEntry(scene: GalleryScene): Promise<void> {
  await scene.openModal()
  await scene.login.requestCode(testEmail('gallery'))
  await expect(scene.login.codeView).toBeVisible()
}

/** Logged in by email, the Account's Update Email view: the frame's own screen with a new address typed. */
async function updateEmail(scene: GalleryScene): Promise<void> {
  await scene.loginByEmail()
  await scene.showAccount()
  await scene.login.updateEmailButton.click()
  await expect(scene.login.updateEmailView).toBeVisible()
  await scene.login.frameEmailInput.fill(testEmail('gallery-new'))
}

/** The embedded wallet's views: the email login's code, the email change, the frame's approval, the wallets held. */
export const embeddedWalletViews = {
  EmailLogin: {
    full: shots({
      caption: 'The 6-digit code mailed to the address typed on Connect',
      reach: codeEntry,
    }),
    loading: shots({
      caption: 'Checking the code while the services’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(VERIFY)
        await codeEntry(scene)
        await scene.login.codeInput.fill('123456')
        await expect(scene.page.getByTestId('email-otp-status')).toHaveText('Checking the code…')
      },
    }),
    empty: absent('A form: nothing to list.'),
    error: shots({
      caption: 'A wrong code, refused by the services; the field stays for another try',
      reach: async (scene) => {
        await codeEntry(scene)
        await scene.login.codeInput.fill('000000')
        await expect(scene.login.codeError).toHaveText('Invalid code')
      },
    }),
  },
  UpdateEmailWallet: {
    full: shots({
      caption:
        'The frame’s own screen over the view: the new address typed, before the codes from both addresses',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: updateEmail,
    }),
    loading: shots({
      caption: 'Submitted in the frame while the services’ answer is held',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: async (scene) => {
        await updateEmail(scene)
        await scene.holdServices(EMAIL_UPDATE)
        await scene.login.framePromptSubmit.click()
        await expect(scene.login.framePromptSubmit).toHaveText('Please wait…')
      },
    }),
    empty: absent('A form: nothing to list.'),
    error: shots({
      caption:
        'Submitted within 30 s of the login’s code: the services’ cooldown (spec §5), said in the frame',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: async (scene) => {
        await updateEmail(scene)
        await scene.login.framePromptSubmit.click()
        await expect(scene.login.framePromptError).toHaveText(/^Please try again after \d+ seconds$/)
      },
    }),
  },
  AccountSecurity: {
    full: shots({
      caption:
        'The frame’s own account-security screen over the view: this device, and Sign out everywhere else',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: async (scene) => {
        await scene.loginByEmail()
        await scene.showAccount()
        await scene.login.accountSecurityButton.click()
        await expect(scene.login.frameSecurity).toBeVisible()
        await expect(scene.login.frame.getByTestId('frame-device-current')).toBeVisible()
      },
    }),
    loading: absent(
      'Holds the place of the embedded wallet’s frame: what shows is the frame’s, not the view’s.',
    ),
    empty: absent('Opened by a signed-in device, which is always listed.'),
    error: absent('A refusal of the services shows in the frame’s own screen, not the view’s.'),
  },
  ApproveTransaction: {
    full: shots({
      caption: 'The embedded wallet’s frame asks to sign the demo’s message, drawn over the view',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: async (scene) => {
        await scene.loginByEmail()
        await scene.page.getByTestId('demo-sign-button').click()
        await expect(scene.modal.view('ApproveTransaction')).toBeVisible()
        await expect(scene.login.frameApproval).toBeVisible()
        // as the person sees it once the screen has been in sight for its delay: Approve on
        await expect(scene.login.frameApprove).toBeEnabled()
      },
    }),
    loading: absent(
      'Holds the place of the embedded wallet’s frame: what shows is the frame’s, not the view’s.',
    ),
    empty: absent(
      'Holds the place of the embedded wallet’s frame: what shows is the frame’s, not the view’s.',
    ),
    error: absent(
      'A refusal in the frame goes back to the view that asked, which shows it (WalletSendPreview’s error state).',
    ),
  },
  ProfileWallets: {
    full: shots({
      caption: 'The dev wallet and an email login held side by side (`?multi-wallet=1`)',
      timeoutMs: LOGIN_TIMEOUT_MS,
      reach: async (scene) => {
        await scene.openAccount('multi-wallet=1')
        const browserAddress = (await scene.demo.address.textContent()) ?? ''
        await scene.profileWallets.openButton.click()
        await scene.profileWallets.addButton.click()
        await expect(scene.modal.view('Connect')).toBeVisible()
        await scene.login.codeInput.fill(await scene.login.requestCode(testEmail('gallery-multi')))
        await expect(scene.demo.address).not.toHaveText(browserAddress)
        await scene.showAccount()
        await scene.profileWallets.openButton.click()
        await expect(scene.profileWallets.rows).toHaveCount(2)
      },
    }),
    loading: absent(
      'Only while the page-load reconnect runs, before the Account, the one way in, can be opened.',
    ),
    empty: absent(
      'Opened from the Account, so the wallet in use is always listed; the last one disconnected leaves the view.',
    ),
    error: absent(
      'Shows a failed switch or disconnect, which the dev wallet and the email login do not fail on the devnet.',
    ),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

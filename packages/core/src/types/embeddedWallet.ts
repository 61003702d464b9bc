import type { OAuthSocialProvider } from '../constants'

/** What the embedded wallet's frame asks next in an email login (spec §5's connect-email actions). */
export type EmailLoginStep = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/**
 * Where the frame shows itself: the box of the view that hosts its own screen (ApproveTransaction,
 * UpdateEmailWallet, AccountSecurity), in viewport pixels.
 */
export interface FramePlacement {
  top: number
  left: number
  width: number
  height: number
}

/**
 * What the modal asks of an email or social login (an AUTH connector): the login steps, the email change,
 * and where to show the frame's own approval screen. Every method rejects with a LatchError:
 * `FrameLoadError` when the frame never became ready, `EmbeddedWalletTimeoutError` past the login limit,
 * `EmbeddedWalletError` with the frame's or the services' own words.
 */
export interface EmbeddedWalletControls {
  /** Loads the frame (once) and waits until it is ready. */
  load(): Promise<void>
  /** Sends a login code, or a device-approval link first when this browser is new to the account. */
  connectEmail(email: string): Promise<EmailLoginStep>
  /** Resolves once the person opened the emailed device link; the login code is mailed then. */
  connectDevice(): Promise<void>
  /** Completes the login with the mailed 6-digit code. */
  connectOtp(otp: string): Promise<void>
  /** Starts a social login: the provider's URL to open, which sends the person back to `returnUri`. */
  socialRedirectUri(provider: OAuthSocialProvider, returnUri: string): Promise<string>
  /** Finishes the social login the page came back from (`uri` is the page's URL as the person returned, fragment included). */
  connectSocial(provider: OAuthSocialProvider, uri: string): Promise<void>
  /** Starts Sign In With Farcaster: the link (and QR code) the person opens in their Farcaster app. */
  farcasterUrl(): Promise<string>
  /** Resolves once the person signed in their Farcaster app (at most the login limit): the code it shows is due. */
  waitFarcaster(): Promise<void>
  /** Finishes Sign In With Farcaster with the code the person's Farcaster app showed them (`XXXX-XXXX`). */
  confirmFarcaster(code: string): Promise<void>
  /** Reloads the frame (a Farcaster sign-in left unfinished is dropped with it). */
  reload(): void
  /**
   * Moves the account to another address on the frame's own screen (show it with `placeFrame`): the frame
   * asks for the new address and the code mailed to each address; the page never sees them. Resolves the
   * new address; rejects when the person cancels, or the page closes the screen (`rejectApproval`).
   */
  updateEmail(): Promise<string>
  /**
   * Shows the frame's account-security screen (show it with `placeFrame`): the account's devices and Sign
   * out everywhere. Resolves when the person closes it.
   */
  openAccountSecurity(): Promise<void>
  /** Shows the frame over `placement` (its own screen), or hides it again with `undefined`. */
  placeFrame(placement: FramePlacement | undefined): void
  /**
   * Rejects the approval the frame is showing, or closes its email-change or account-security screen, if
   * any (the person left the view hosting it); never approves or confirms anything.
   */
  rejectApproval(): void
  /**
   * The colour scheme the modal draws with: the frame's own screens (the approval) follow it, from its next
   * load if none is loaded. Never loads the frame.
   */
  syncTheme(colorScheme: 'light' | 'dark'): void
  /**
   * The language the modal speaks, as a BCP 47 tag (its resolved locale): the frame's own screens (the
   * approval) speak it, from its next load if none is loaded; a language the frame does not speak is English
   * there. Never loads the frame.
   */
  syncLocale(locale: string): void
}

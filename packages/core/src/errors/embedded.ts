import { LatchError, type LatchErrorOptions } from './LatchError'

/** The embedded wallet's frame did not say it was ready within the frame-load limit (spec §9: 20 s). */
export class FrameLoadError extends LatchError<'FRAME_LOAD_FAILED'> {
  override name = 'FrameLoadError'
  constructor(options?: LatchErrorOptions) {
    super('FRAME_LOAD_FAILED', 'Unable to load email login dependency', options)
  }
}

/**
 * The email or social login kept from an earlier visit could not be restored (its frame failed, or it
 * refused): spec §8's words; the login is disconnected and the modal goes back to Connect.
 */
export class AuthInitError extends LatchError<'AUTH_INIT_FAILED'> {
  override name = 'AuthInitError'
  constructor(options?: LatchErrorOptions) {
    super('AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication', options)
  }
}

/** A login or wallet request to the frame got no answer within its limit (spec §9: 120 s). */
export class EmbeddedWalletTimeoutError extends LatchError<'EMBEDDED_WALLET_TIMEOUT'> {
  override name = 'EmbeddedWalletTimeoutError'
  constructor(options?: LatchErrorOptions) {
    super('EMBEDDED_WALLET_TIMEOUT', 'Embedded Wallet Request Timed Out', options)
  }
}

/**
 * The frame or the services refused a login step; the short message is theirs as the person should read
 * it ('Please try again after 25 seconds', 'Invalid code').
 */
export class EmbeddedWalletError extends LatchError<'EMBEDDED_WALLET_FAILED'> {
  override name = 'EmbeddedWalletError'
  constructor(message: string, options?: LatchErrorOptions) {
    super('EMBEDDED_WALLET_FAILED', message, options)
  }
}

/** No email or social login is configured (no `embeddedWallet` connector on the adapter). */
export class NoAuthConnectorError extends LatchError<'NO_AUTH_CONNECTOR'> {
  override name = 'NoAuthConnectorError'
  constructor(options?: LatchErrorOptions) {
    super('NO_AUTH_CONNECTOR', 'No auth connector found', options)
  }
}

/** An embedded-wallet action (update email) needs a connected email or social login. */
export class NotConnectedToEmailError extends LatchError<'NOT_CONNECTED_TO_EMAIL'> {
  override name = 'NotConnectedToEmailError'
  constructor(options?: LatchErrorOptions) {
    super('NOT_CONNECTED_TO_EMAIL', 'Not connected to email or social', options)
  }
}

/** The person closed the social login's popup before the provider sent them back (spec §8). */
export class PopupClosedError extends LatchError<'POPUP_CLOSED'> {
  override name = 'PopupClosedError'
  constructor(options?: LatchErrorOptions) {
    super('POPUP_CLOSED', 'Popup closed', options)
  }
}

/** The embedded wallet could not start a social login (the services refused it or were unreachable). */
export class SocialLoginStartError extends LatchError<'SOCIAL_LOGIN_START_FAILED'> {
  override name = 'SocialLoginStartError'
  constructor(options?: LatchErrorOptions) {
    super('SOCIAL_LOGIN_START_FAILED', 'Failed to initiate social connection', options)
  }
}

/** Sign In With Farcaster did not complete: the relay, the Farcaster app or the check of its signature failed. */
export class FarcasterConnectError extends LatchError<'FARCASTER_CONNECT_FAILED'> {
  override name = 'FarcasterConnectError'
  constructor(options?: LatchErrorOptions) {
    super('FARCASTER_CONNECT_FAILED', 'Failed to connect to farcaster', options)
  }
}

import * as z from 'zod/mini'
import {
  accountTypeSchema,
  caipNetworkIdSchema,
  emailSchema,
  farcasterCodeSchema,
  httpUrlSchema,
  labelSchema,
  localeSchema,
  otpSchema,
  rpcMethodSchema,
  socialProviderSchema,
  themeModeSchema,
} from './fields'

const empty = z.strictObject({})

/**
 * What the page may ask the frame (spec §7's app events), by type, with each payload's schema. A type
 * not listed here, or a payload with a key its schema does not list, is refused.
 */
export const APP_REQUESTS = {
  SWITCH_NETWORK: z.strictObject({ chainId: caipNetworkIdSchema }),
  CONNECT_EMAIL: z.strictObject({ email: emailSchema }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.strictObject({ otp: otpSchema }),
  /** Starts a social login: the provider's URL for the popup or the redirect, back to `returnUri` (the page). */
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: socialProviderSchema, returnUri: httpUrlSchema }),
  /**
   * Finishes it: `uri` is the page's URL as the provider sent the person back, with `?latch_social=` and the
   * completion secret in its fragment (`#latch_social_code=`).
   */
  CONNECT_SOCIAL: z.strictObject({ provider: socialProviderSchema, uri: httpUrlSchema }),
  /** Starts Sign In With Farcaster: the answer is the link (and QR code) the person opens in their Farcaster app. */
  CONNECT_FARCASTER: empty,
  /** Waits (up to the login limit) until the person signed in their Farcaster app: its code is due then. */
  WAIT_FARCASTER: empty,
  /** Finishes Sign In With Farcaster with the code the person's Farcaster app showed them, and unlocks the wallet. */
  CONFIRM_FARCASTER: z.strictObject({ code: farcasterCodeSchema }),
  GET_USER: z.strictObject({
    chainId: z.optional(caipNetworkIdSchema),
    preferredAccountType: z.optional(accountTypeSchema),
  }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  RPC_REQUEST: z.strictObject({
    chainId: z.optional(caipNetworkIdSchema),
    method: rpcMethodSchema,
    params: z.optional(z.union([z.array(z.json()), z.record(z.string(), z.json())])),
  }),
  /**
   * Starts an email change on the frame's own screen, which asks the person for the new address and a
   * code from each address (its steps: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP). The page shows the
   * frame meanwhile and learns only the new address at the end: it never carries an address or a code.
   */
  UPDATE_EMAIL: empty,
  /** Opens the frame's account-security screen (its devices, sign out everywhere); answered when closed. */
  OPEN_ACCOUNT_SECURITY: empty,
  /** The page's colour scheme only: the frame draws its screens with its own palette for it. */
  SYNC_THEME: z.strictObject({ themeMode: themeModeSchema }),
  /** The modal's language: the frame's own screens (its approval) speak it, English until told. */
  SYNC_LOCALE: z.strictObject({ locale: localeSchema }),
  SYNC_DAPP_DATA: z.strictObject({
    projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)),
    sdkType: labelSchema,
    sdkVersion: labelSchema,
    metadata: z.optional(
      z.strictObject({
        name: labelSchema,
        description: z.optional(labelSchema),
        url: httpUrlSchema,
        icons: z.optional(z.array(httpUrlSchema).check(z.maxLength(4))),
      }),
    ),
  }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema }),
  /**
   * The page closed the modal around the frame's screen: the approval showing is rejected, an email change
   * or the account-security screen closed. It can never approve or confirm anything.
   */
  REJECT_APPROVAL: empty,
  RELOAD: empty,
} as const

export type AppRequestType = keyof typeof APP_REQUESTS
export type AppRequestPayload<T extends AppRequestType> = z.infer<(typeof APP_REQUESTS)[T]>

export const APP_REQUEST_TYPES = Object.keys(APP_REQUESTS) as AppRequestType[]

/** One request as the frame reads it: its id, type and checked payload. */
export type AppRequest = {
  [T in AppRequestType]: { id: string; type: T; payload: AppRequestPayload<T> }
}[AppRequestType]

import * as z from 'zod/mini'
import type { AppRequestType } from './appRequests'
import {
  accountTypeSchema,
  addressSchema,
  caipNetworkIdSchema,
  connectEmailActionSchema,
  emailSchema,
  httpUrlSchema,
  labelSchema,
  userSchema,
} from './fields'

const empty = z.strictObject({})

/** What the frame answers each request with on success (`<TYPE>_SUCCESS`), by request type. */
export const FRAME_SUCCESSES = {
  SWITCH_NETWORK: z.strictObject({ chainId: caipNetworkIdSchema }),
  CONNECT_EMAIL: z.strictObject({ action: connectEmailActionSchema }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: httpUrlSchema }),
  CONNECT_SOCIAL: userSchema,
  CONNECT_FARCASTER: z.strictObject({ url: httpUrlSchema }),
  WAIT_FARCASTER: empty,
  CONFIRM_FARCASTER: userSchema,
  GET_USER: userSchema,
  SIGN_OUT: empty,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId: caipNetworkIdSchema }),
  RPC_REQUEST: z.strictObject({ result: z.json() }),
  /** The change is done: the account's new address. */
  UPDATE_EMAIL: z.strictObject({ email: emailSchema }),
  OPEN_ACCOUNT_SECURITY: empty,
  SYNC_THEME: empty,
  SYNC_LOCALE: empty,
  SYNC_DAPP_DATA: empty,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema, address: addressSchema }),
  REJECT_APPROVAL: empty,
  RELOAD: empty,
} as const satisfies Record<AppRequestType, z.ZodMiniType>

export type FrameSuccessPayload<T extends AppRequestType> = z.infer<(typeof FRAME_SUCCESSES)[T]>

/**
 * Every failure answer (`<TYPE>_ERROR`): a short message for people and logs, and for RPC requests the
 * EIP-1193 / JSON-RPC code (4001 rejected, 4100 unauthorized, -32601 method missing...).
 */
export const frameErrorSchema = z.strictObject({
  message: labelSchema,
  code: z.optional(z.int().check(z.gte(-32768), z.lte(65535))),
})

export type FrameErrorPayload = z.infer<typeof frameErrorSchema>

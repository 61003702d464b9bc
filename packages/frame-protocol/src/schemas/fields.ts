import * as z from 'zod/mini'
import { FRAME_LOCALES } from '../frameLocales'
import { ALLOWED_RPC_METHODS } from '../rpcMethods'

/** A message id: random, URL-safe, long enough not to be guessed or reused by chance. */
export const messageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))

/** Spec §5: email must be a valid e-mail address (RFC 5321 caps the whole address at 254 characters). */
export const emailSchema = z.email().check(z.maxLength(254))

/** A one-time code as the services send it: six digits. */
export const otpSchema = z.string().check(z.regex(/^[0-9]{6}$/))

/** The sign-in code a person's Farcaster app shows them: 8 letters and digits, `XXXX-XXXX` (hyphen or space optional). */
export const farcasterCodeSchema = z.string().check(z.regex(/^[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}$/))

/** CAIP-2 network id, e.g. `eip155:1`. */
export const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/** An account address of any namespace (hex, base58, SS58, bech32). */
export const addressSchema = z.string().check(z.regex(/^[A-Za-z0-9]{20,128}$/))

/** Spec §5: social provider is one of google, github, apple, facebook, x, discord. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Spec §5: theme mode is light or dark. */
export const themeModeSchema = z.enum(['light', 'dark'])

/** One of the frame's languages, by its exact tag: any other tag, however well-formed, is refused. */
export const localeSchema = z.enum(FRAME_LOCALES)

/** Spec §3: the account types of the embedded wallet. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** Spec §5: connect-email action is VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
export const connectEmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])

/** Spec §5: update-email action is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP. */
export const updateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** Spec §5: only listed safe or unsafe RPC methods are allowed. */
export const rpcMethodSchema = z.enum(ALLOWED_RPC_METHODS as [string, ...string[]])

/** An http(s) URL, at most 2048 characters (loopback and IP hosts included: the local world uses them). */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))

/** A short human-readable text without control characters (names, labels, versions). */
export const labelSchema = z.string().check(
  z.maxLength(256),
  z.refine((value) => !/\p{Cc}/u.test(value), 'must not hold control characters'),
)

/** Spec §3: the namespaces an embedded-wallet account can be of. */
export const accountNamespaceSchema = z.enum(['eip155', 'solana'])

/** An embedded-wallet account (spec §3): address, type, and its namespace (eip155 when left out). */
export const accountSchema = z.strictObject({
  address: addressSchema,
  type: accountTypeSchema,
  namespace: z.optional(accountNamespaceSchema),
})

/** Spec §3's embedded-wallet user info: email (optional), address, chainId, accounts, userName, preferredAccountType. */
export const userSchema = z.strictObject({
  email: z.optional(z.nullable(emailSchema)),
  /** The eip155 account in use on `chainId`: the smart account or the EOA; its entry in `accounts` says which. */
  address: addressSchema,
  chainId: caipNetworkIdSchema,
  accounts: z.array(accountSchema).check(z.maxLength(8)),
  userName: z.optional(z.nullable(labelSchema)),
  /** The social provider (or Farcaster) the user signed in with, none for an email login: Latch's, for the Account view. */
  socialProvider: z.optional(z.enum([...SOCIAL_PROVIDERS, 'farcaster'])),
  /**
   * The account type in force for this user: the one they chose (SET_PREFERRED_ACCOUNT, kept by the frame per
   * user), else the page's default sent with GET_USER.
   */
  preferredAccountType: z.optional(accountTypeSchema),
  /** Whether the smart account has code on `chainId`: false while it is counterfactual (until its first operation). */
  smartAccountDeployed: z.optional(z.boolean()),
  /**
   * Whether the embedded wallet offers a smart account on `chainId` (a bundler for that chain): spec §6's
   * "smart accounts are enabled", which a switch to the smart account needs. Absent means false.
   */
  smartAccountEnabled: z.optional(z.boolean()),
})

export type EmbeddedUser = z.infer<typeof userSchema>

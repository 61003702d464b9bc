import { z } from '@hono/zod-openapi'
import { EvmAddressSchema } from '../http/chainSchemas'

/** An email address: trimmed and lower-cased, then checked (at most 254 characters, RFC 5321). */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .openapi({ format: 'email', example: 'alice@example.com' })

/** The frame's id for this browser, kept in its storage: what a user approves. */
export const DeviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8-128 letters, digits, "-" or "_"')
  .openapi({ example: '0f8e6c2a-4b1d-4e3f-9a7b-5c6d7e8f9a0b' })

/** A one-time code as mailed: exactly six digits. */
export const OtpSchema = z
  .string()
  .regex(/^[0-9]{6}$/, 'must be exactly 6 digits')
  .openapi({ example: '042917' })

/** A key share: standard base64, at most 4096 characters. */
const ShareSchema = z
  .string()
  .min(4)
  .max(4096)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64')
  .openapi({ example: 'q83vEjRWeJA=' })

/** `{ email, deviceId }`: start a login, or poll a device's approval. */
export const EmailDeviceSchema = z
  .strictObject({ email: EmailSchema, deviceId: DeviceIdSchema })
  .openapi('EmailDevice')

/** `{ email, deviceId, otp }`: the code that completes a login. */
export const EmailVerifySchema = z
  .strictObject({ email: EmailSchema, deviceId: DeviceIdSchema, otp: OtpSchema })
  .openapi('EmailVerify')

/** `{ otp }`: a code of an email change. */
export const OtpBodySchema = z.strictObject({ otp: OtpSchema }).openapi('OtpBody')

/** `{ email }`: the new address of an email change. */
export const EmailBodySchema = z.strictObject({ email: EmailSchema }).openapi('EmailBody')

/** An email-login user. */
export const AuthUserSchema = z
  .object({
    id: z.string().openapi({ example: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }),
    email: z
      .string()
      .nullable()
      .openapi({ example: 'alice@example.com', description: 'Null after a social login without one' }),
    createdAt: z.string().openapi({ description: 'ISO 8601' }),
    social: z.object({ provider: z.string(), username: z.string().nullable() }).optional().openapi({
      description: 'The social provider this session signed in with, and its name for the person',
    }),
  })
  .openapi('AuthUser')

/** A new session: the bearer token (shown once), its expiry and the user. */
export const AuthSessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Send as Authorization: Bearer <token>' }),
    expiresAt: z.string().openapi({ description: 'ISO 8601, 30 days on' }),
    user: AuthUserSchema,
  })
  .openapi('AuthSession')

/** The spec's connect-email actions (§5) that the start and wait answers carry. */
export const ConnectEmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP'])

/** The spec's update-email actions (§5). */
export const UpdateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** `PUT /v1/auth/wallet`: the embedded wallet's address and the two shares the service keeps. */
export const WalletPutSchema = z
  .strictObject({
    address: EvmAddressSchema.openapi({ example: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    authShare: ShareSchema,
    recoveryShare: ShareSchema,
  })
  .openapi('WalletPut')

/** The wallet as the frame reads it back after a login on a known device. */
export const WalletSchema = z.object({ address: z.string(), authShare: z.string() }).openapi('Wallet')

/** The wallet with its decrypted recovery share, for a new device. */
export const WalletRecoverySchema = z
  .object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() })
  .openapi('WalletRecovery')

/** The wording of the email login's error answers in the OpenAPI document (see describedErrors). */
export const AUTH_ERRORS = {
  403: "Unknown project (PROJECT_NOT_FOUND), or not called from the embedded wallet's frame (FRAME_ORIGIN_REQUIRED)",
  401: 'No live session: the bearer token is missing, unknown, expired or signed out (AUTH_REQUIRED)',
  cooldown:
    'A login mail went to this address from this client less than 30 s ago (EMAIL_COOLDOWN: "Please try again after N seconds", Retry-After N), too many mails or requests from this client (RATE_LIMITED), or code sign-in is locked for the address (LOGIN_LOCKED)',
  code: 'Invalid code (INVALID_OTP), or no live session (AUTH_REQUIRED)',
  attempts:
    'Five wrong codes: ask for a new one (OTP_ATTEMPTS_EXCEEDED); too many wrong codes for the address: code sign-in is locked (LOGIN_LOCKED); or too many requests (RATE_LIMITED)',
  expired: 'Invalid input (INVALID_BODY, INVALID_JSON, …) or the code expired (OTP_EXPIRED)',
  mail: 'The service sends no mail (MAIL_NOT_CONFIGURED), or the mail could not be sent (MAIL_NOT_SENT)',
  recovery: 'The service has no recovery secret (RECOVERY_NOT_CONFIGURED)',
} as const

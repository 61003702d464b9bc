import { z } from '@hono/zod-openapi'
import { DeviceIdSchema } from '../auth/authSchemas'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { FARCASTER_CODE_PATTERN } from './farcasterCode'

/** 32 random bytes, base64url: the frame's secret for a login. */
const SecretSchema = z
  .string()
  .regex(SECRET_TOKEN_PATTERN, 'must be 32 random bytes, base64url')
  .openapi({ description: 'Kept by the frame; only it can finish this login' })

/** The relay's channel token: it goes into an Authorization header, so token68 characters only (RFC 9110). */
const ChannelTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9._~+/=-]{1,256}$/, 'must be a relay channel token')
  .openapi({ description: "The relay's channel token, as the start answered it" })

/** `{ deviceId, secret, site }`: start a Sign In With Farcaster login. */
export const FarcasterStartSchema = z
  .strictObject({
    deviceId: DeviceIdSchema,
    secret: SecretSchema,
    site: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .openapi({
        description:
          "The host page signing in, which the Farcaster app names as asking: one of the project's allowed origins exactly",
        example: 'http://127.0.0.1:5173',
      }),
  })
  .openapi('FarcasterStart')

/** The start's answer: the channel to poll with, and the Farcaster app's link for the QR code. */
export const FarcasterStartedSchema = z
  .object({
    channelToken: z.string().openapi({ description: 'Send it back to POST /v1/auth/farcaster/finish' }),
    url: z.string().openapi({ description: 'The link the QR code shows, opened in a Farcaster app' }),
  })
  .openapi('FarcasterStarted')

/** The sign-in code the person's Farcaster app showed: 8 letters and digits, `XXXX-XXXX`. */
const FarcasterCodeSchema = z
  .string()
  .regex(FARCASTER_CODE_PATTERN, 'must be the 8-character code, XXXX-XXXX')
  .openapi({
    description: "The code the person's Farcaster app showed them once they signed in",
    example: 'K7QM-2XD9',
  })

/**
 * `{ channelToken, secret, deviceId, code? }`: finish a Farcaster login, polled without `code` until the
 * person has signed (409 FARCASTER_CODE_REQUIRED then), and finished with the code they type.
 */
export const FarcasterFinishSchema = z
  .strictObject({
    channelToken: ChannelTokenSchema,
    secret: SecretSchema,
    deviceId: DeviceIdSchema,
    code: FarcasterCodeSchema.optional(),
  })
  .openapi('FarcasterFinish')

/** `{ message, signature }`: a Farcaster app asks for a login's sign-in code, the message signed by the custody key. */
export const FarcasterCodeRequestSchema = z
  .strictObject({
    message: z.string().min(1).max(4096).openapi({
      description:
        "EIP-4361 text with the statement 'Latch sign-in code', the login's nonce and domain, and the resource farcaster://fid/<fid>",
    }),
    signature: z
      .string()
      .regex(/^0x([0-9a-fA-F]{2}){1,4096}$/, 'must be a hex signature')
      .openapi({
        description: "The fid's custody address's signature of the message (EIP-191, or ERC-1271)",
      }),
  })
  .openapi('FarcasterCodeRequest')

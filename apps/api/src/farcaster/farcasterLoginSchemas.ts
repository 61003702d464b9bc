import { z } from '@hono/zod-openapi'
import { DeviceIdSchema } from '../auth/authSchemas'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'

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

/** `{ deviceId, secret }`: start a Sign In With Farcaster login. */
export const FarcasterStartSchema = z
  .strictObject({ deviceId: DeviceIdSchema, secret: SecretSchema })
  .openapi('FarcasterStart')

/** The start's answer: the channel to poll with, and the Farcaster app's link for the QR code. */
export const FarcasterStartedSchema = z
  .object({
    channelToken: z.string().openapi({ description: 'Send it back to POST /v1/auth/farcaster/finish' }),
    url: z.string().openapi({ description: 'The link the QR code shows, opened in a Farcaster app' }),
  })
  .openapi('FarcasterStarted')

/** `{ channelToken, secret, deviceId }`: finish a Farcaster login, polled until the person has signed. */
export const FarcasterFinishSchema = z
  .strictObject({ channelToken: ChannelTokenSchema, secret: SecretSchema, deviceId: DeviceIdSchema })
  .openapi('FarcasterFinish')

import { z } from '@hono/zod-openapi'
import { DeviceIdSchema } from '../auth/authSchemas'
import { SECRET_TOKEN_PATTERN } from '../auth/secretTokens'
import { SOCIAL_PROVIDER_IDS } from './socialProviders'

/** 32 random bytes, base64url: a login's `state`, and the frame's secret for it. */
const SecretSchema = z.string().regex(SECRET_TOKEN_PATTERN, 'must be 32 random bytes, base64url')

/** `{ provider, deviceId, returnUri, secret }`: start a social login. */
export const SocialStartSchema = z
  .strictObject({
    provider: z.enum(SOCIAL_PROVIDER_IDS),
    deviceId: DeviceIdSchema,
    returnUri: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .openapi({
        description:
          "The host page the person returns to: one of the project's allowed origins exactly, https outside loopback",
        example: 'http://127.0.0.1:5173/',
      }),
    secret: SecretSchema.openapi({ description: 'Kept by the frame; only it can finish this login' }),
  })
  .openapi('SocialStart')

/** `{ state, secret, completion, deviceId }`: finish a social login the provider answered. */
export const SocialFinishSchema = z
  .strictObject({
    state: SecretSchema,
    secret: SecretSchema,
    completion: SecretSchema.openapi({
      description:
        'The completion secret the callback put in the fragment of the redirect back (`#latch_social_code=`): only the browser the provider sent back has it',
    }),
    deviceId: DeviceIdSchema,
  })
  .openapi('SocialFinish')

/** The provider's redirect back: `state` with a `code`, or an `error`. */
export const SocialCallbackQuerySchema = z.object({
  state: z
    .string()
    .max(256)
    .optional()
    .openapi({ param: { name: 'state', in: 'query' } }),
  code: z
    .string()
    .max(2048)
    .optional()
    .openapi({ param: { name: 'code', in: 'query' } }),
  error: z
    .string()
    .max(256)
    .optional()
    .openapi({ param: { name: 'error', in: 'query' } }),
})

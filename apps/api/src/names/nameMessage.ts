import { z } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'
import { formatZodError } from '../http/validationHook'
import { isAvatarUrl } from './isAvatarUrl'

/**
 * How old a signed registration message may be: 10 minutes. Long enough for a person to read the wallet's
 * prompt and approve it on a phone over WalletConnect, with some clock drift; short enough that a signature
 * leaked from a log or a proxy cannot be replayed later (e.g. to take the name back after it was given up).
 */
export const REGISTRATION_MAX_AGE_SECONDS = 600
/** How far a message's timestamp may be ahead of the service's clock (wallet clocks drift). */
export const REGISTRATION_MAX_SKEW_SECONDS = 60

/** Attribute keys: short identifiers such as `avatar`, `description`, `com.twitter`. */
const ATTRIBUTE_KEY = /^[A-Za-z0-9._-]{1,64}$/
const CONTROL = /\p{Cc}/u

/** The JSON a wallet signs to register a name (spec §7): name, attributes, timestamp in seconds. */
export const RegistrationMessageSchema = z.object({
  name: z.string().max(200),
  attributes: z
    .record(
      z.string().regex(ATTRIBUTE_KEY),
      z
        .string()
        .max(1024)
        .refine((value) => !CONTROL.test(value)),
    )
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes')
    .refine(
      (value) => value.avatar === undefined || isAvatarUrl(value.avatar),
      'avatar: must be an https, ipfs:// or data:image/… URL',
    )
    .default({}),
  timestamp: z.number().int().nonnegative(),
})

export type RegistrationMessage = z.infer<typeof RegistrationMessageSchema>

/**
 * Parses the signed `message` text and checks its timestamp against the clock: 400 INVALID_BODY when it
 * is not that JSON, 400 MESSAGE_EXPIRED when older than 10 minutes or over a minute ahead.
 *
 * @example
 * const message = parseRegistrationMessage('{"name":"alice.latch.local","attributes":{},"timestamp":1700000000}', Date.now())
 */
export function parseRegistrationMessage(text: string, nowMs: number): RegistrationMessage {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError('INVALID_BODY', 'message: must be the signed JSON { name, attributes, timestamp }')
  }
  const result = RegistrationMessageSchema.safeParse(json)
  if (!result.success) throw new ApiError('INVALID_BODY', `message: ${formatZodError(result.error)}`)
  const age = Math.floor(nowMs / 1000) - result.data.timestamp
  if (age > REGISTRATION_MAX_AGE_SECONDS || age < -REGISTRATION_MAX_SKEW_SECONDS) {
    throw new ApiError(
      'MESSAGE_EXPIRED',
      `message: the timestamp must be within ${REGISTRATION_MAX_AGE_SECONDS / 60} minutes of now (seconds since the epoch); sign a new message.`,
    )
  }
  return result.data
}

import { z } from '@hono/zod-openapi'
import { type NameMessage, toNameMessage } from '@latch/core/internal'
import { ApiError } from '../http/errors'
import { formatZodError } from '../http/validationHook'
import { isAvatarUrl } from './isAvatarUrl'

/**
 * How old a signed name message may be: 10 minutes. Long enough for a person to read the wallet's
 * prompt and approve it on a phone over WalletConnect, with some clock drift; short enough that a signature
 * leaked from a log or a proxy cannot be replayed later (e.g. to take the name back after it was given up).
 */
export const NAME_MESSAGE_MAX_AGE_SECONDS = 600
/** How far a message's timestamp may be ahead of the service's clock (wallet clocks drift). */
export const NAME_MESSAGE_MAX_SKEW_SECONDS = 60

/** Attribute keys: short identifiers such as `avatar`, `description`, `com.twitter`. */
const ATTRIBUTE_KEY = /^[A-Za-z0-9._-]{1,64}$/
const CONTROL = /\p{Cc}/u
/** One line of the human-readable part: no line breaks or other control characters. */
const line = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL.test(value), 'must not hold control characters')

/**
 * The JSON line of a name-service message (`toNameMessage`): the spec's name, attributes and timestamp in
 * seconds, and what binds it to this service and record. A key it does not list is refused.
 */
export const NameMessageSchema = z.strictObject({
  action: z.enum(['register', 'release', 'primary']),
  service: line(255),
  suffix: line(255),
  name: line(255),
  address: line(42),
  chainId: z.string().regex(/^eip155:[0-9]{1,32}$/, 'must be a CAIP-2 eip155 chain id'),
  coinType: z.number().int().nonnegative(),
  attributes: z
    .record(z.string().regex(ATTRIBUTE_KEY), line(1024))
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 attributes')
    .refine(
      (value) => value.avatar === undefined || isAvatarUrl(value.avatar),
      'avatar: must be an https, ipfs:// or data:image/… URL',
    ),
  // up to the year 5138, so the "Issued at" line can always be written
  timestamp: z.number().int().nonnegative().max(99_999_999_999),
}) satisfies z.ZodType<NameMessage>

/**
 * Reads a signed name-service message: its last line is the JSON of every field, and the whole text must
 * be exactly what `toNameMessage` writes for those fields, so the lines the person read in the wallet say
 * what the JSON says. 400 INVALID_BODY otherwise; 400 MESSAGE_EXPIRED when the timestamp is over
 * 10 minutes old or over a minute ahead. The fields are not yet compared with the request: see
 * verifyNameWrite.
 *
 * @example
 * const message = parseNameMessage(body.message, Date.now())
 */
export function parseNameMessage(text: string, nowMs: number): NameMessage {
  let json: unknown
  try {
    json = JSON.parse(text.slice(text.lastIndexOf('\n') + 1))
  } catch {
    throw new ApiError('INVALID_BODY', 'message: must end with the JSON line of toNameMessage')
  }
  const result = NameMessageSchema.safeParse(json)
  if (!result.success) throw new ApiError('INVALID_BODY', `message: ${formatZodError(result.error)}`)
  if (toNameMessage(result.data) !== text) {
    throw new ApiError(
      'INVALID_BODY',
      "message: the text is not the name service's message for its JSON fields (build it with toNameMessage)",
    )
  }
  const age = Math.floor(nowMs / 1000) - result.data.timestamp
  if (age > NAME_MESSAGE_MAX_AGE_SECONDS || age < -NAME_MESSAGE_MAX_SKEW_SECONDS) {
    throw new ApiError(
      'MESSAGE_EXPIRED',
      `message: the timestamp must be within ${NAME_MESSAGE_MAX_AGE_SECONDS / 60} minutes of now (seconds since the epoch); sign a new message.`,
    )
  }
  return result.data
}

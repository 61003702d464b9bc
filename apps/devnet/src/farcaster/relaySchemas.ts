import { z } from 'zod'

/** EIP-4361's nonce: at least 8 letters and digits (the relay makes one when the app gives none). */
const NONCE = /^[a-zA-Z0-9]{8,}$/
const DATE_TIME = z.iso.datetime({ offset: true })

/**
 * `POST /v1/channel`'s body, as Farcaster's relay takes it: what the sign-in message will say. Unknown
 * fields are refused, as the real relay's schema does (`additionalProperties: false`).
 */
export const createChannelBodySchema = z.strictObject({
  siweUri: z.url(),
  domain: z.string().regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'a host, with an optional port'),
  nonce: z.string().regex(NONCE, 'at least 8 letters and digits').optional(),
  notBefore: DATE_TIME.optional(),
  expirationTime: DATE_TIME.optional(),
  requestId: z.string().optional(),
  redirectUrl: z.url().optional(),
})

export type CreateChannelBody = z.infer<typeof createChannelBodySchema>

/** `POST /v1/channel/authenticate`'s body, as a Farcaster app posts it once the person has signed. */
export const authenticateBodySchema = z.strictObject({
  message: z.string().min(1),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, '65 bytes, hex'),
  fid: z.number().int().positive(),
  username: z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, "Farcaster's username rules"),
  displayName: z.string().optional(),
  bio: z.string().optional(),
  pfpUrl: z.url().optional(),
})

export type AuthenticateBody = z.infer<typeof authenticateBodySchema>

import { getAddress, type Hex } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value))
const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})+$/)
  .transform((value) => value as Hex)

/** `POST /v1/channel`'s answer (201): the channel's secret token, the link for the QR code, the nonce. */
export const createChannelAnswerSchema = z.object({
  channelToken: z.string().min(1),
  url: z.url(),
  nonce: z.string().min(1),
})

const pending = z.object({ state: z.literal('pending'), nonce: z.string(), url: z.string() })

const completed = z.object({
  state: z.literal('completed'),
  nonce: z.string(),
  url: z.string(),
  message: z.string(),
  signature: hex,
  fid: z.number().int().positive(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  bio: z.string().optional(),
  pfpUrl: z.string().optional(),
  custody: address.optional(),
})

/**
 * `GET /v1/channel/status`'s answer: pending (202) until the Farcaster app authenticates, then completed
 * (200) with what it posted. Only the fields Latch reads are kept; the relay sends more.
 */
export const channelStatusAnswerSchema = z.discriminatedUnion('state', [pending, completed])

export type CreateChannelAnswer = z.infer<typeof createChannelAnswerSchema>
export type ChannelStatusAnswer = z.infer<typeof channelStatusAnswerSchema>

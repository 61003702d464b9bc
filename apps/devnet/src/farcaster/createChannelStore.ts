import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import type { AuthenticateBody, CreateChannelBody } from './relaySchemas'

/** What the sign-in message is to say: the app's request, with the nonce always set. */
export type SignatureParams = CreateChannelBody & { nonce: string }

/** What the Farcaster app posted, and the custody address the relay read for its fid. */
export type ChannelCompletion = AuthenticateBody & { custody: Address }

export interface FarcasterChannel {
  channelToken: string
  nonce: string
  /** The link to the Farcaster app (the QR code's content). */
  url: string
  signatureParams: SignatureParams
  /** Set once the Farcaster app has authenticated. */
  completion?: ChannelCompletion
  /** ms since the epoch; the channel is gone after it. */
  expiresAt: number
}

export interface ChannelStore {
  open(params: CreateChannelBody): FarcasterChannel
  /** The channel, unless unknown, closed or expired. */
  read(channelToken: string): FarcasterChannel | undefined
  complete(channelToken: string, completion: ChannelCompletion): void
  close(channelToken: string): void
}

export interface CreateChannelStoreParameters {
  /** How long a channel lives after it is opened, completed or not. */
  ttlMs: number
  /** The link to the Farcaster app for a channel. */
  urlFor(channelToken: string): string
  /** ms since the epoch; tests move it. */
  now?: () => number
}

/**
 * The relay's channels, in memory (the devnet's relay is one process): each lives `ttlMs` from its
 * opening, as the real relay's Redis keys do. Expired channels are dropped when read or on the next open.
 *
 * @example
 * const store = createChannelStore({ ttlMs: 3_600_000, urlFor: (token) => `${appUrl}?channelToken=${token}` })
 * const { channelToken, nonce } = store.open({ siweUri: 'https://shop.example/login', domain: 'shop.example' })
 */
export function createChannelStore(params: CreateChannelStoreParameters): ChannelStore {
  const now = params.now ?? Date.now
  const channels = new Map<string, FarcasterChannel>()
  const live = (channelToken: string) => {
    const channel = channels.get(channelToken)
    if (channel && channel.expiresAt <= now()) channels.delete(channelToken)
    return channels.get(channelToken)
  }
  return {
    open(request) {
      for (const channelToken of channels.keys()) live(channelToken)
      const channelToken = randomBytes(24).toString('base64url')
      // Hex: only letters and digits, as EIP-4361 wants; 24 of them, as unguessable as siwe's.
      const nonce = request.nonce ?? randomBytes(12).toString('hex')
      const channel: FarcasterChannel = {
        channelToken,
        nonce,
        url: params.urlFor(channelToken),
        signatureParams: { ...request, nonce },
        expiresAt: now() + params.ttlMs,
      }
      channels.set(channelToken, channel)
      return channel
    },
    read: live,
    complete(channelToken, completion) {
      const channel = live(channelToken)
      if (channel) channel.completion = completion
    },
    close(channelToken) {
      channels.delete(channelToken)
    },
  }
}

import { RELAY_ERROR_CODES, RelayRpcError } from './relayRpcError'

/** What the relay keeps, so that no client can make it hold unbounded memory. */
export interface RelayLimits {
  /** A longer `ttl` is shortened to this (the SDKs ask for one day at most). */
  maxTtlSeconds: number
  /** The longest `message` accepted, in characters (WalletConnect's messages are base64 envelopes of a few KB). */
  maxMessageLength: number
  /** Unexpired messages kept for one topic; a publish beyond it is refused. */
  maxMessagesPerTopic: number
  /** Characters kept over all topics (messages, topics and attestations); a publish beyond it is refused. */
  maxStoredChars: number
}

export const RELAY_LIMITS: RelayLimits = {
  maxTtlSeconds: 86_400,
  maxMessageLength: 128 * 1024,
  maxMessagesPerTopic: 500,
  maxStoredChars: 64 * 1024 * 1024,
}

export interface PublishedMessage {
  topic: string
  message: string
  /** Seconds the message is kept for delivery to subscribers that come later. */
  ttl: number
  tag: number
  attestation?: string | undefined
}

export interface StoredMessage {
  topic: string
  message: string
  tag: number
  /** Milliseconds since the epoch, on the relay's clock. */
  publishedAt: number
  expiresAt: number
  attestation?: string | undefined
  /** The client id (the JWT's `iss`) that published it; it is never delivered back to it. */
  publisher: string
  /** The client ids that acknowledged it, so a later subscribe or fetch does not deliver it again. */
  deliveredTo: Set<string>
}

export interface MessageStore {
  /** Keeps every message, or none: throws `RelayRpcError` and keeps nothing if one breaks a limit. */
  add(messages: readonly PublishedMessage[], publisher: string): StoredMessage[]
  /** The unexpired messages on `topic` that `clientId` neither published nor acknowledged, oldest first. */
  undelivered(topic: string, clientId: string): StoredMessage[]
  /** Forgets the expired messages. */
  prune(): void
}

/**
 * The relay's mailbox: messages per topic, each kept for its (capped) ttl, so that a client that
 * subscribes late, or comes back after a drop, still receives what was published for it.
 *
 * @example
 * const store = createMessageStore(RELAY_LIMITS, Date.now)
 * store.add([{ topic, message, ttl: 300, tag: 1100 }], dappClientId)
 * store.undelivered(topic, walletClientId) // [{ topic, message, tag: 1100, publishedAt, … }]
 */
export function createMessageStore(limits: RelayLimits, now: () => number): MessageStore {
  const topics = new Map<string, StoredMessage[]>()
  let storedChars = 0
  const size = (message: StoredMessage) =>
    message.topic.length + message.message.length + (message.attestation?.length ?? 0)

  function live(topic: string): StoredMessage[] {
    const kept = topics.get(topic)
    if (!kept) return []
    const at = now()
    const unexpired = kept.filter((message) => message.expiresAt > at)
    if (unexpired.length === kept.length) return kept
    for (const message of kept) if (message.expiresAt <= at) storedChars -= size(message)
    if (unexpired.length === 0) topics.delete(topic)
    else topics.set(topic, unexpired)
    return unexpired
  }

  function prune(): void {
    for (const topic of [...topics.keys()]) live(topic)
  }

  return {
    add(messages, publisher) {
      const publishedAt = now()
      const stored = messages.map((message): StoredMessage => {
        if (message.message.length > limits.maxMessageLength) {
          throw new RelayRpcError(
            RELAY_ERROR_CODES.invalidParams,
            `The message is longer than ${limits.maxMessageLength} characters.`,
          )
        }
        const ttl = Math.min(message.ttl, limits.maxTtlSeconds)
        return {
          topic: message.topic,
          message: message.message,
          tag: message.tag,
          publishedAt,
          expiresAt: publishedAt + ttl * 1000,
          attestation: message.attestation,
          publisher,
          deliveredTo: new Set(),
        }
      })
      for (const topic of new Set(stored.map((message) => message.topic))) {
        const adding = stored.filter((message) => message.topic === topic).length
        if (live(topic).length + adding > limits.maxMessagesPerTopic) {
          throw new RelayRpcError(
            RELAY_ERROR_CODES.storeFull,
            `The relay keeps at most ${limits.maxMessagesPerTopic} messages per topic.`,
          )
        }
      }
      const adding = stored.reduce((total, message) => total + size(message), 0)
      if (storedChars + adding > limits.maxStoredChars) prune()
      if (storedChars + adding > limits.maxStoredChars) {
        throw new RelayRpcError(RELAY_ERROR_CODES.storeFull, 'The relay is holding too many messages.')
      }
      for (const message of stored) {
        const kept = topics.get(message.topic)
        if (kept) kept.push(message)
        else topics.set(message.topic, [message])
      }
      storedChars += adding
      return stored
    },
    undelivered: (topic, clientId) =>
      live(topic).filter((message) => message.publisher !== clientId && !message.deliveredTo.has(clientId)),
    prune,
  }
}

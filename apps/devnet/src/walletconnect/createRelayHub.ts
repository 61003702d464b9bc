import { createHash } from 'node:crypto'
import {
  createMessageStore,
  type PublishedMessage,
  type RelayLimits,
  type StoredMessage,
} from './createMessageStore'

/** One open socket of a client. A client (one JWT `iss`) may have several, e.g. while it reconnects. */
export interface RelayConnection {
  readonly clientId: string
  /** topic → subscription id. */
  readonly subscriptions: Map<string, string>
  /** The pushes sent and not yet acknowledged with `true`, by push id. */
  readonly awaitingAck: Map<number, StoredMessage>
  send(frame: object): void
}

export interface RelayHub {
  connect(clientId: string, send: (frame: object) => void): RelayConnection
  /** Forgets the connection's subscriptions and unacknowledged pushes. */
  disconnect(connection: RelayConnection): void
  /** Subscribes (idempotent) and answers the subscription id, stable per client and topic. */
  subscribe(connection: RelayConnection, topic: string): string
  /** Pushes the topic's kept messages the client has not received yet. */
  replay(connection: RelayConnection, topic: string): void
  unsubscribe(connection: RelayConnection, topic: string): void
  /** Keeps the messages (all or none, see `MessageStore.add`) and pushes each to the topic's other subscribers. */
  publish(connection: RelayConnection, messages: readonly PublishedMessage[]): void
  /** The topics' kept messages the client has not received yet, counted as delivered. */
  fetch(connection: RelayConnection, topics: readonly string[]): StoredMessage[]
  /** The client's answer to push `id`: `true` marks the message delivered to it. */
  acknowledge(connection: RelayConnection, id: number | string, result: unknown): void
  prune(): void
}

/** Unacknowledged pushes remembered per connection; a client that never acknowledges loses the oldest. */
const MAX_AWAITING_ACK = 1_000

/**
 * The relay's state without its sockets: who is subscribed to what, the kept messages, and the
 * delivery of `irn_subscription` pushes (`{ id, data: { topic, message, publishedAt, tag } }`).
 *
 * @example
 * const hub = createRelayHub(RELAY_LIMITS, Date.now)
 * const wallet = hub.connect(walletClientId, (frame) => socket.send(JSON.stringify(frame)))
 * hub.subscribe(wallet, pairingTopic)
 * hub.replay(wallet, pairingTopic) // pushes the dApp's proposal if it came first
 */
export function createRelayHub(limits: RelayLimits, now: () => number): RelayHub {
  const store = createMessageStore(limits, now)
  const subscribers = new Map<string, Set<RelayConnection>>()
  let lastPushId = 0

  function push(connection: RelayConnection, message: StoredMessage): void {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (subscriptionId === undefined) return
    const id = ++lastPushId
    if (connection.awaitingAck.size >= MAX_AWAITING_ACK) {
      connection.awaitingAck.delete(connection.awaitingAck.keys().next().value!)
    }
    connection.awaitingAck.set(id, message)
    const { topic, tag, publishedAt, attestation } = message
    connection.send({
      jsonrpc: '2.0',
      id,
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: { topic, message: message.message, publishedAt, tag, ...(attestation ? { attestation } : {}) },
      },
    })
  }

  function unsubscribe(connection: RelayConnection, topic: string): void {
    connection.subscriptions.delete(topic)
    const connections = subscribers.get(topic)
    connections?.delete(connection)
    if (connections?.size === 0) subscribers.delete(topic)
  }

  return {
    connect: (clientId, send) => ({ clientId, subscriptions: new Map(), awaitingAck: new Map(), send }),
    disconnect(connection) {
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
      connection.awaitingAck.clear()
    },
    subscribe(connection, topic) {
      const existing = connection.subscriptions.get(topic)
      if (existing) return existing
      const id = createHash('sha256').update(`${connection.clientId}/${topic}`).digest('hex')
      connection.subscriptions.set(topic, id)
      const connections = subscribers.get(topic) ?? new Set()
      subscribers.set(topic, connections.add(connection))
      return id
    },
    replay(connection, topic) {
      for (const message of store.undelivered(topic, connection.clientId)) push(connection, message)
    },
    unsubscribe,
    publish(connection, messages) {
      for (const message of store.add(messages, connection.clientId)) {
        for (const subscriber of subscribers.get(message.topic) ?? []) {
          if (subscriber.clientId !== connection.clientId) push(subscriber, message)
        }
      }
    },
    fetch(connection, topics) {
      const messages = topics.flatMap((topic) => store.undelivered(topic, connection.clientId))
      for (const message of messages) message.deliveredTo.add(connection.clientId)
      return messages
    },
    acknowledge(connection, id, result) {
      if (typeof id !== 'number') return
      const message = connection.awaitingAck.get(id)
      if (!message) return
      connection.awaitingAck.delete(id)
      if (result === true) message.deliveredTo.add(connection.clientId)
    },
    prune: () => store.prune(),
  }
}

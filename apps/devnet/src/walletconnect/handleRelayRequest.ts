import { z } from 'zod'
import type { PublishedMessage, StoredMessage } from './createMessageStore'
import type { RelayConnection, RelayHub } from './createRelayHub'
import { RELAY_ERROR_CODES, RelayRpcError } from './relayRpcError'

/** What a request answers; `afterAnswer` runs once the answer is sent (a subscribe's replay follows its id). */
export interface RelayOutcome {
  result: unknown
  afterAnswer?: () => void
}

/** Topics are sha256 hashes or random 32 bytes, hex (the SDKs' pairing, session and response topics). */
const topic = z.string().regex(/^[0-9a-f]{64}$/, 'a topic is 64 lowercase hexadecimal characters')
const MAX_BATCH = 200
const topics = z.array(topic).min(1).max(MAX_BATCH)
const message = z.string().min(1)
const ttl = z.number().int().positive()
const publishParams = z.object({
  topic,
  message,
  ttl,
  tag: z.number().int().nonnegative().default(0),
  prompt: z.boolean().optional(),
  attestation: z.string().max(4_096).optional(),
})
const unsubscribeParams = z.object({ topic, id: z.string().optional() })

/** The composite calls publish with the SDK's default ttl (five minutes) and no tag: the tags are the relay's. */
const COMPOSITE_TTL_SECONDS = 300
/** The Sign API's tags: wc_sessionPropose request (1100) and response (1101), wc_sessionSettle request (1102). */
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

const toData = ({ topic, message, publishedAt, tag, attestation }: StoredMessage) => ({
  topic,
  message,
  publishedAt,
  tag,
  ...(attestation ? { attestation } : {}),
})

type Handler = (hub: RelayHub, connection: RelayConnection, params: unknown) => RelayOutcome

function method<S extends z.ZodType>(
  schema: S,
  run: (hub: RelayHub, connection: RelayConnection, params: z.infer<S>) => RelayOutcome,
): Handler {
  return (hub, connection, params) => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
      throw new RelayRpcError(RELAY_ERROR_CODES.invalidParams, `Invalid params: ${where}${issue.message}`)
    }
    return run(hub, connection, parsed.data)
  }
}

const HANDLERS: Record<string, Handler> = {
  irn_subscribe: method(z.object({ topic }), (hub, connection, params) => ({
    result: hub.subscribe(connection, params.topic),
    afterAnswer: () => hub.replay(connection, params.topic),
  })),
  irn_batchSubscribe: method(z.object({ topics }), (hub, connection, params) => ({
    result: params.topics.map((topic) => hub.subscribe(connection, topic)),
    afterAnswer: () => {
      for (const topic of params.topics) hub.replay(connection, topic)
    },
  })),
  irn_unsubscribe: method(unsubscribeParams, (hub, connection, params) => {
    hub.unsubscribe(connection, params.topic)
    return { result: true }
  }),
  irn_batchUnsubscribe: method(
    z.object({ subscriptions: z.array(unsubscribeParams).min(1).max(MAX_BATCH) }),
    (hub, connection, params) => {
      for (const subscription of params.subscriptions) hub.unsubscribe(connection, subscription.topic)
      return { result: true }
    },
  ),
  irn_publish: method(publishParams, (hub, connection, params) => {
    hub.publish(connection, [params])
    return { result: true }
  }),
  irn_batchPublish: method(
    z.object({ messages: z.array(publishParams).min(1).max(MAX_BATCH) }),
    (hub, connection, params) => {
      hub.publish(connection, params.messages)
      return { result: true }
    },
  ),
  irn_batchFetchMessages: method(z.object({ topics }), (hub, connection, params) => ({
    result: { messages: hub.fetch(connection, params.topics).map(toData), hasMore: false },
  })),
  // The dApp's proposal: published on the pairing topic, and the dApp subscribed to it for the answer.
  wc_proposeSession: method(
    z.object({
      pairingTopic: topic,
      sessionProposal: message,
      ttl: ttl.default(COMPOSITE_TTL_SECONDS),
      attestation: z.string().max(4_096).optional(),
    }),
    (hub, connection, params) => {
      const proposal: PublishedMessage = {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: TAGS.sessionPropose,
        attestation: params.attestation,
      }
      // Publish first: if the store refuses it, the caller is not left subscribed.
      hub.publish(connection, [proposal])
      hub.subscribe(connection, params.pairingTopic)
      return { result: true, afterAnswer: () => hub.replay(connection, params.pairingTopic) }
    },
  ),
  // The wallet's approval: the proposal's answer on the pairing topic, the settlement on the new session
  // topic, and the wallet subscribed to the session topic.
  wc_approveSession: method(
    z.object({
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ttl: ttl.default(COMPOSITE_TTL_SECONDS),
    }),
    (hub, connection, params) => {
      hub.publish(connection, [
        {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: TAGS.sessionProposeResponse,
        },
        {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: TAGS.sessionSettle,
        },
      ])
      hub.subscribe(connection, params.sessionTopic)
      return { result: true, afterAnswer: () => hub.replay(connection, params.sessionTopic) }
    },
  ),
}

/**
 * Runs one client request on the hub: validates its params, answers its result, or throws
 * `RelayRpcError` (-32601 for an unknown method, -32602 for bad params, -32000 when the store is full).
 *
 * @example
 * const { result, afterAnswer } = handleRelayRequest(hub, connection, 'irn_subscribe', { topic })
 * socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }))
 * afterAnswer?.()
 */
export function handleRelayRequest(
  hub: RelayHub,
  connection: RelayConnection,
  name: string,
  params: unknown,
): RelayOutcome {
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined
  if (!handler) throw new RelayRpcError(RELAY_ERROR_CODES.methodNotFound, `Method not found: ${name}`)
  return handler(hub, connection, params)
}

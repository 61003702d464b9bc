import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type StartRelayReturnType, startRelay } from './startRelay'
import { openRelaySocket, type RelaySocket, signClientJwt } from './test-support/openRelaySocket'

// The relay protocol by hand, over raw sockets, on a relay whose clock the tests move.
let clock = Date.now()
let relay: StartRelayReturnType
beforeAll(async () => {
  relay = await startRelay({
    now: () => clock,
    limits: { maxMessagesPerTopic: 3, maxMessageLength: 100, maxTtlSeconds: 3_600 },
  })
})
afterAll(async () => {
  await relay.stop()
})

const open: RelaySocket[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()))
})
async function client(options: Parameters<typeof openRelaySocket>[1] = {}) {
  const socket = await openRelaySocket(relay.url, options)
  open.push(socket)
  return socket
}
const newTopic = () => randomBytes(32).toString('hex')
const publish = (socket: RelaySocket, topic: string, message: string, ttl = 300, tag = 1108) =>
  socket.request('irn_publish', { topic, message, ttl, tag, prompt: false })

/** Resolves the upgrade's HTTP status for a socket URL the relay should refuse. */
function refusal(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    // With this listener ws leaves the refused request to us: read the status, then drop the request.
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    socket.on('error', () => {})
    socket.once('open', () => reject(new Error('the relay accepted the socket')))
  })
}

describe('startRelay: client authentication', () => {
  it('refuses with 401 a socket without a JWT, with a forged one, or with an expired one', async () => {
    expect(await refusal(`${relay.url}/`)).toBe(401)
    expect(await refusal(`${relay.url}/?auth=not-a-jwt`)).toBe(401)

    // Another key's signature over this key's claims.
    const [header, payload] = (await signClientJwt(relay.url)).split('.')
    const [, , otherSignature] = (await signClientJwt(relay.url)).split('.')
    expect(await refusal(`${relay.url}/?auth=${header}.${payload}.${otherSignature}`)).toBe(401)

    const expired = await signClientJwt(relay.url, { issuedAt: clock / 1000 - 120, ttlSeconds: 60 })
    expect(await refusal(`${relay.url}/?auth=${expired}`)).toBe(401)
  })

  it('accepts a socket whose JWT is signed by its did:key and not expired', async () => {
    const socket = await client()
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
    expect((await socket.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
  })
})

describe('startRelay: JSON-RPC', () => {
  it('answers a malformed frame with a JSON-RPC error and keeps serving the socket', async () => {
    const socket = await client()
    expect((await socket.send('this is not JSON')).error).toEqual({
      code: -32700,
      message: 'Parse error: the frame is not JSON.',
    })
    expect((await socket.send('{"jsonrpc":"2.0","id":7,"metod":"irn_subscribe"}', 7)).error?.code).toBe(
      -32600,
    )
    const badTopic = await socket.request('irn_subscribe', { topic: 'not-a-topic' })
    expect(badTopic.error).toEqual({
      code: -32602,
      message: 'Invalid params: topic: a topic is 64 lowercase hexadecimal characters',
    })
    expect((await socket.request('irn_publish', { topic: newTopic(), message: 'm' })).error?.code).toBe(
      -32602,
    )
    expect((await socket.request('irn_nothing', {})).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_nothing',
    })
    expect((await socket.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
  })

  it('answers a subscription id that is stable per client and topic', async () => {
    const keyPair = generateKeyPair()
    const [first, again, other] = [await client({ keyPair }), await client({ keyPair }), await client()]
    const topic = newTopic()
    const id = (await first.request('irn_subscribe', { topic })).result
    expect((await first.request('irn_subscribe', { topic })).result).toBe(id)
    expect((await again.request('irn_batchSubscribe', { topics: [topic, newTopic()] })).result).toEqual([
      id,
      expect.not.stringMatching(id as string),
    ])
    expect((await other.request('irn_subscribe', { topic })).result).not.toBe(id)
  })
})

describe('startRelay: publish and subscribe', () => {
  it('pushes a publish to every other subscriber as irn_subscription, never back to its publisher', async () => {
    const [alice, bob, carol] = [await client(), await client(), await client()]
    const topic = newTopic()
    for (const socket of [alice, bob, carol]) await socket.request('irn_subscribe', { topic })
    const bobId = (await bob.request('irn_subscribe', { topic })).result

    expect((await publish(alice, topic, 'hello', 300, 1108)).result).toBe(true)
    expect(await bob.push('hello')).toEqual({
      id: bobId,
      data: { topic, message: 'hello', publishedAt: clock, tag: 1108 },
    })
    expect((await carol.push('hello')).data.message).toBe('hello')
    // A round trip on alice's socket: a push to her would have come before its answer.
    await alice.request('irn_subscribe', { topic: newTopic() })
    expect(alice.pushes()).toEqual([])
  })

  it('replays on subscribe what was published before, once its ttl has not run out', async () => {
    const [alice, bob, carol] = [await client(), await client(), await client()]
    const topic = newTopic()
    await publish(alice, topic, 'short', 60)
    await publish(alice, topic, 'long', 600)

    clock += 30_000
    await bob.request('irn_subscribe', { topic })
    await bob.push('long')
    expect(bob.pushes().map((push) => push.data.message)).toEqual(['short', 'long'])

    clock += 60_000
    await carol.request('irn_subscribe', { topic })
    await carol.push('long')
    expect(carol.pushes().map((push) => push.data.message)).toEqual(['long'])
  })

  it('does not deliver an acknowledged message to the same client twice, and an unacknowledged one again', async () => {
    const [alice, quietKey, ackingKey] = [await client(), generateKeyPair(), generateKeyPair()]
    const topic = newTopic()
    await publish(alice, topic, 'once')
    const quiet = await client({ keyPair: quietKey, acknowledge: false })
    const acking = await client({ keyPair: ackingKey })
    await Promise.all([quiet, acking].map((socket) => socket.request('irn_subscribe', { topic })))
    await Promise.all([quiet.push('once'), acking.push('once')])
    await acking.request('irn_subscribe', { topic: newTopic() }) // its acknowledgement is read before this
    await Promise.all([quiet.close(), acking.close()])

    const [quietAgain, ackingAgain] = [
      await client({ keyPair: quietKey }),
      await client({ keyPair: ackingKey }),
    ]
    await quietAgain.request('irn_subscribe', { topic })
    await ackingAgain.request('irn_subscribe', { topic })
    expect((await quietAgain.push('once')).data.topic).toBe(topic)
    expect(ackingAgain.pushes()).toEqual([])
  })

  it('stops pushing a topic after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [alice, bob] = [await client(), await client()]
    const [one, two] = [newTopic(), newTopic()]
    const [oneId, twoId] = (await bob.request('irn_batchSubscribe', { topics: [one, two] }))
      .result as string[]
    expect((await bob.request('irn_unsubscribe', { topic: one, id: oneId })).result).toBe(true)
    expect(
      (await bob.request('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: twoId }] })).result,
    ).toBe(true)
    await publish(alice, one, 'to one')
    await publish(alice, two, 'to two')
    await bob.request('irn_subscribe', { topic: newTopic() })
    expect(bob.pushes()).toEqual([])
  })

  it('answers irn_batchFetchMessages with the kept messages not yet delivered, and hasMore false', async () => {
    const [alice, bob] = [await client(), await client()]
    const [one, two] = [newTopic(), newTopic()]
    expect(
      (
        await alice.request('irn_batchPublish', {
          messages: [
            { topic: one, message: 'first', ttl: 300, tag: 1 },
            { topic: two, message: 'second', ttl: 300, tag: 2 },
          ],
        })
      ).result,
    ).toBe(true)
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [one, two] })
    expect(fetched.result).toEqual({
      messages: [
        { topic: one, message: 'first', publishedAt: clock, tag: 1 },
        { topic: two, message: 'second', publishedAt: clock, tag: 2 },
      ],
      hasMore: false,
    })
    expect((await bob.request('irn_batchFetchMessages', { topics: [one, two] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })
})

describe('startRelay: the composite session calls', () => {
  it('wc_proposeSession publishes the proposal (tag 1100) and subscribes its caller to the pairing topic', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = newTopic()
    expect(
      (
        await dapp.request('wc_proposeSession', {
          pairingTopic,
          sessionProposal: 'proposal',
          ttl: 300,
          correlationId: 1,
        })
      ).result,
    ).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.push('proposal')).data).toMatchObject({ topic: pairingTopic, tag: 1100 })
    await publish(wallet, pairingTopic, 'answer')
    expect((await dapp.push('answer')).data.topic).toBe(pairingTopic)
  })

  it('wc_approveSession publishes the answer (1101) and the settlement (1102) and subscribes its caller to the session', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const [pairingTopic, sessionTopic] = [newTopic(), newTopic()]
    await dapp.request('irn_subscribe', { topic: pairingTopic })
    expect(
      (
        await wallet.request('wc_approveSession', {
          sessionTopic,
          pairingTopic,
          sessionProposalResponse: 'approved',
          sessionSettlementRequest: 'settle',
          ttl: 300,
        })
      ).result,
    ).toBe(true)

    expect((await dapp.push('approved')).data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.push('settle')).data).toMatchObject({ topic: sessionTopic, tag: 1102 })
    await publish(dapp, sessionTopic, 'settled')
    expect((await wallet.push('settled')).data.topic).toBe(sessionTopic)
  })
})

describe('startRelay: limits', () => {
  it('refuses a message over the length limit or past the per-topic count, and keeps the rest as they were', async () => {
    const [alice, bob] = [await client(), await client()]
    const topic = newTopic()
    expect((await publish(alice, topic, 'x'.repeat(101))).error).toEqual({
      code: -32602,
      message: 'The message is longer than 100 characters.',
    })
    for (const message of ['1', '2']) await publish(alice, topic, message)
    // All or nothing: the batch would make four on the topic.
    const batch = await alice.request('irn_batchPublish', {
      messages: ['3', '4'].map((message) => ({ topic, message, ttl: 300, tag: 0 })),
    })
    expect(batch.error).toEqual({ code: -32000, message: 'The relay keeps at most 3 messages per topic.' })
    expect((await publish(alice, topic, 'x'.repeat(100))).result).toBe(true)
    expect((await publish(alice, topic, 'one too many')).error?.code).toBe(-32000)

    const { result } = await bob.request('irn_batchFetchMessages', { topics: [topic] })
    expect((result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      '1',
      '2',
      'x'.repeat(100),
    ])
  })

  it('keeps a message no longer than the ttl cap, whatever ttl it asks for', async () => {
    const [alice, bob] = [await client(), await client()]
    const topic = newTopic()
    await publish(alice, topic, 'forever', 30 * 86_400)
    clock += 3_600_000
    expect((await bob.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })
})

describe('startRelay: liveness and ports', () => {
  it('pings its clients and drops the one that stops answering', async () => {
    const pinging = await startRelay({ pingIntervalMs: 20 })
    try {
      const alive = await openRelaySocket(pinging.url)
      const dead = await openRelaySocket(pinging.url, { autoPong: false })
      await once(alive.socket, 'ping')
      await once(dead.socket, 'close')
      expect(alive.socket.readyState).toBe(WebSocket.OPEN)
      await alive.close()
    } finally {
      await pinging.stop()
    }
  })

  it('on a busy port, fails with an error that names the port and what to do', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen({ port: 0, host: '127.0.0.1' }, resolve))
    const { port } = blocker.address() as { port: number }
    try {
      await expect(startRelay({ port })).rejects.toThrow(
        new RegExp(`Port ${port} on 127.0.0.1 is busy, so the WalletConnect relay cannot listen there`),
      )
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})

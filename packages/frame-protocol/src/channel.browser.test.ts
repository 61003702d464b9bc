// Both ends of the channel in real Chromium, across a real origin boundary: the test page is one origin
// (localhost) and the frame another (127.0.0.1), as the page and the wallet frame are in production.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createHostChannel, type HostChannel } from './createHostChannel'
import { CHANNEL_TAG, MAX_MESSAGE_CHARS, type Rejection } from './envelope'
import { FrameChannelError } from './errors'
import { APP_REQUEST_TYPES, APP_REQUESTS } from './schemas/appRequests'
import { FRAME_EVENTS } from './schemas/frameEvents'

const PAGE_ORIGIN = location.origin
const TEST_SUPPORT = '/packages/frame-protocol/src/test-support/'

/** The same dev server under the other loopback name: another origin, served alike. */
function urlAt(path: string, crossOrigin: boolean, query: Record<string, string> = {}): URL {
  const url = new URL(TEST_SUPPORT + path, location.href)
  if (crossOrigin) url.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url
}
const FRAME_ORIGIN = urlAt('echoFrame.html', true).origin

const mounted: HTMLIFrameElement[] = []
const channels: HostChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
  for (const frame of mounted.splice(0)) frame.remove()
})

/** Waits for an untagged test-support message from `source` that `match` accepts. */
function nextFrom<T>(
  source: () => Window | null,
  match: (data: Record<string, unknown>) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source !== source() || !match(event.data ?? {})) return
      removeEventListener('message', listener)
      resolve(event.data as T)
    }
    addEventListener('message', listener)
  })
}

async function mount(
  path: string,
  crossOrigin: boolean,
  query: Record<string, string> = {},
): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe')
  frame.src = urlAt(path, crossOrigin, query).href
  mounted.push(frame)
  const relayReady = nextFrom(
    () => frame.contentWindow,
    (data) => data.test === 'relay-ready',
  )
  document.body.append(frame)
  await relayReady
  return frame
}

/** The echo frame, pinned to this page, and a host channel pinned to it. */
async function echoFrame(query: Record<string, string> = {}) {
  const rejected: Rejection[] = []
  const frame = await mount('echoFrame.html', true, { host: PAGE_ORIGIN, ...query })
  const channel = createHostChannel({
    window,
    frameOrigin: FRAME_ORIGIN,
    frameWindow: () => frame.contentWindow,
    onRejected: (reason) => rejected.push(reason),
  })
  channels.push(channel)
  return { frame, channel, rejected }
}

type FrameStats = { rejected: Record<string, number>; handled: number; uncaught: number }
async function statsOf(frame: HTMLIFrameElement): Promise<FrameStats> {
  const reply = nextFrom<FrameStats>(
    () => frame.contentWindow,
    (data) => data.test === 'stats',
  )
  frame.contentWindow?.postMessage({ test: 'stats' }, FRAME_ORIGIN)
  return reply
}

/** Has `relay` post `messages` (in batches) to its parent or to the frame at `target`. */
async function relayPost(
  relay: HTMLIFrameElement,
  target: number | 'parent',
  messages: unknown[],
): Promise<void> {
  const origin = new URL(relay.src).origin
  for (let start = 0; start < messages.length; start += 2000) {
    const batch = messages.slice(start, start + 2000)
    const posted = nextFrom(
      () => relay.contentWindow,
      (data) => data.test === 'posted',
    )
    relay.contentWindow?.postMessage({ test: 'post', target, messages: batch }, origin)
    await posted
  }
}

const timeoutOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('a request and its answer', () => {
  it('the page gets the frame’s checked answer, correlated by id', async () => {
    const { channel } = await echoFrame()
    await expect(channel.whenReady(5000)).resolves.toEqual({ version: 'test' })
    const [connected, email, device] = await Promise.all([
      channel.request('IS_CONNECTED', {}, { timeoutMs: 5000 }),
      channel.request('CONNECT_EMAIL', { email: 'alice@example.com' }, { timeoutMs: 5000 }),
      channel.request('CONNECT_EMAIL', { email: 'bob@new.example' }, { timeoutMs: 5000 }),
    ])
    expect(connected).toEqual({ isConnected: true })
    expect(email).toEqual({ action: 'VERIFY_OTP' })
    expect(device).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('a rejection answers 4001; a bug in the frame answers "Internal error" -32603 without its details', async () => {
    const { channel } = await echoFrame()
    await channel.whenReady(5000)
    await expect(
      channel.request('RPC_REQUEST', { method: 'eth_chainId' }, { timeoutMs: 5000 }),
    ).resolves.toEqual({
      result: '0x7a69',
    })
    const rejected = await timeoutOf(
      channel.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: ['0x00', '0x01'] },
        { timeoutMs: 5000 },
      ),
    )
    expect(rejected).toBeInstanceOf(FrameChannelError)
    expect(rejected).toMatchObject({
      code: 'FRAME_REQUEST_FAILED',
      rpcCode: 4001,
      message: 'User rejected the request.',
    })
    const bug = await timeoutOf(
      channel.request('RPC_REQUEST', { method: 'eth_call', params: [] }, { timeoutMs: 5000 }),
    )
    expect(bug).toMatchObject({ rpcCode: -32603, message: 'Internal error' })
  })

  it('an answer with a field its schema does not list never reaches the page (the frame answers an internal error)', async () => {
    const { channel } = await echoFrame()
    await channel.whenReady(5000)
    const error = await timeoutOf(channel.request('GET_USER', {}, { timeoutMs: 5000 }))
    expect(error).toMatchObject({ code: 'FRAME_REQUEST_FAILED', message: 'Internal error' })
  })

  it('an invalid request is refused before anything is posted: an unlisted method, a bad email', async () => {
    const { frame, channel } = await echoFrame()
    await channel.whenReady(5000)
    const unlisted = await timeoutOf(
      channel.request('RPC_REQUEST', { method: 'eth_sign' } as never, { timeoutMs: 5000 }),
    )
    expect(unlisted).toMatchObject({ code: 'FRAME_INVALID_REQUEST' })
    const email = await timeoutOf(channel.request('CONNECT_EMAIL', { email: 'alice' }, { timeoutMs: 5000 }))
    expect(email).toMatchObject({ code: 'FRAME_INVALID_REQUEST' })
    expect((await statsOf(frame)).handled).toBe(0)
  })
})

describe('types named like object properties', () => {
  it("'toString', 'constructor' and '__proto__' are unknown types on both ends, never a crash", async () => {
    const { frame, channel, rejected } = await echoFrame()
    await channel.whenReady(5000)
    const named = ['toString', 'constructor', '__proto__', 'hasOwnProperty'].map((type, index) => ({
      latch: CHANNEL_TAG,
      id: `property-named-type-${index}`,
      type,
      payload: {},
    }))
    await relayPost(frame, 'parent', named)
    for (const message of named) frame.contentWindow?.postMessage(message, FRAME_ORIGIN)
    await expect.poll(() => rejected.length).toBe(4)
    expect(new Set(rejected)).toEqual(new Set(['unknown-type']))
    await expect.poll(async () => (await statsOf(frame)).rejected['unknown-type']).toBe(4)
    expect((await statsOf(frame)).uncaught).toBe(0)
    const error = await timeoutOf(channel.request('toString' as never, {} as never, { timeoutMs: 1000 }))
    expect(error).toMatchObject({ code: 'FRAME_INVALID_REQUEST' })
  })
})

describe('frame life: ready, time limits, closing', () => {
  it('a slow frame: requests wait for READY, then proceed', async () => {
    const { channel } = await echoFrame({ readyAfter: '400' })
    const answered = channel
      .whenReady(5000)
      .then(() => channel.request('IS_CONNECTED', {}, { timeoutMs: 5000 }))
    await expect(answered).resolves.toEqual({ isConnected: true })
  })

  it('a frame that does not say READY within the wait limit blocks the request (FRAME_NOT_READY)', async () => {
    const { channel } = await echoFrame({ readyAfter: '60000' })
    expect(await timeoutOf(channel.whenReady(300))).toMatchObject({ code: 'FRAME_NOT_READY' })
  })

  it('a request without an answer times out (FRAME_TIMEOUT); closing rejects what is pending (FRAME_CLOSED)', async () => {
    const { channel } = await echoFrame()
    await channel.whenReady(5000)
    expect(await timeoutOf(channel.request('SIGN_OUT', {}, { timeoutMs: 300 }))).toMatchObject({
      code: 'FRAME_TIMEOUT',
    })
    const pending = timeoutOf(channel.request('SIGN_OUT', {}, { timeoutMs: 5000 }))
    channel.close()
    expect(await pending).toMatchObject({ code: 'FRAME_CLOSED' })
  })
})

describe('channel fuzz: 100,000 messages from wrong origins and windows, malformed, unknown, oversize and replayed', () => {
  const id = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/)
  const knownTypes = [
    ...APP_REQUEST_TYPES,
    ...APP_REQUEST_TYPES.flatMap((type) => [`${type}_SUCCESS`, `${type}_ERROR`]),
    ...Object.keys(FRAME_EVENTS),
  ]
  /** Well-formed messages a real sender could send: refused only for where they come from. */
  const wellFormed = fc.record({
    latch: fc.constant(CHANNEL_TAG),
    id,
    type: fc.constantFrom(...knownTypes),
    payload: fc.constantFrom(
      {},
      { version: '1' },
      { isConnected: true },
      { email: 'a@b.co' },
      { method: 'eth_chainId' },
    ),
  })
  const malformed = fc.oneof(
    fc
      .dictionary(fc.string(), fc.anything({ maxDepth: 3 }), { maxKeys: 6 })
      .map((data) => ({ ...data, latch: CHANNEL_TAG })),
    fc.record({
      latch: fc.constant(CHANNEL_TAG),
      id: fc.string({ maxLength: 15 }),
      type: fc.string(),
      payload: fc.anything(),
    }),
    fc.record({ latch: fc.constant(CHANNEL_TAG), id, type: fc.anything(), payload: fc.anything() }),
    fc.record({
      latch: fc.constant(CHANNEL_TAG),
      id,
      type: fc.constantFrom(...knownTypes),
      payload: fc.constantFrom(new Map(), new Date(), Number.NaN, new Uint8Array(3)),
    }),
  )
  const unknownType = fc.record({
    latch: fc.constant(CHANNEL_TAG),
    id,
    type: fc.string({ maxLength: 64 }).filter((type) => !knownTypes.includes(type)),
    payload: fc.anything({ maxDepth: 2 }),
  })
  /** Requests of a known type whose payload its schema refuses. */
  const invalidRequest = fc
    .record({
      latch: fc.constant(CHANNEL_TAG),
      id,
      type: fc.constantFrom(...APP_REQUEST_TYPES),
      payload: fc.anything({ maxDepth: 3 }),
    })
    .filter((message) => !APP_REQUESTS[message.type].safeParse(message.payload).success)
  const oversize = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      latch: CHANNEL_TAG,
      id: `oversize-message-${String(index).padStart(6, '0')}`,
      type: 'RPC_REQUEST',
      payload: { method: 'eth_call', params: ['x'.repeat(MAX_MESSAGE_CHARS)] },
    }))
  const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number) =>
    fc.sample(arbitrary, { numRuns: count, seed })
  const anyMessage = fc.oneof(wellFormed, malformed, unknownType, invalidRequest)

  it('0 accepted, 0 uncaught errors', { timeout: 180_000 }, async () => {
    const { frame, channel, rejected } = await echoFrame()
    await channel.whenReady(5000)
    const sibling = await mount('relay.html', false) // this page's origin, another window
    const rogue = await mount('relay.html', true) // the frame's origin, another window
    const frameIndex = [...document.querySelectorAll('iframe')].indexOf(frame)
    let uncaught = 0
    const countUncaught = () => {
      uncaught += 1
    }
    addEventListener('error', countUncaught)
    addEventListener('unhandledrejection', countUncaught)
    let accepted = 0
    for (const type of Object.keys(FRAME_EVENTS) as (keyof typeof FRAME_EVENTS)[])
      channel.on(type, () => {
        accepted += 1
      })

    // a genuine answer, captured as the frame sent it, to replay later
    const genuine = nextFrom<Record<string, unknown>>(
      () => frame.contentWindow,
      (data) => data.type === 'IS_CONNECTED_SUCCESS',
    )
    await channel.request('IS_CONNECTED', {}, { timeoutMs: 5000 })
    const answer = await genuine
    const before = await statsOf(frame)

    // toward the page (50,000)
    const fromPageItself = sample(anyMessage, 15_000, 1)
    const fromRogue = sample(anyMessage, 15_000, 2)
    const fromSibling = sample(anyMessage, 10_000, 3)
    const fromFrame = [
      ...sample(
        fc.oneof(
          malformed,
          unknownType,
          wellFormed.filter((m) => !Object.hasOwn(FRAME_EVENTS, m.type)),
        ),
        9_980,
        4,
      ),
      ...Array.from({ length: 10 }, () => answer),
      ...oversize(10),
    ]
    for (const message of fromPageItself) window.postMessage(message, PAGE_ORIGIN)
    await relayPost(rogue, 'parent', fromRogue)
    await relayPost(sibling, 'parent', fromSibling)
    await relayPost(frame, 'parent', fromFrame)

    // toward the frame (50,000)
    const replayed = { latch: CHANNEL_TAG, id: 'replayed-request-000001', type: 'IS_CONNECTED', payload: {} }
    const fromRogueToFrame = sample(anyMessage, 20_000, 5)
    const fromSiblingToFrame = sample(anyMessage, 15_000, 6)
    const fromPageToFrame = [
      ...sample(fc.oneof(malformed, unknownType, invalidRequest), 14_979, 7),
      replayed,
      ...Array.from({ length: 10 }, () => replayed),
      ...oversize(10),
    ]
    await relayPost(rogue, frameIndex, fromRogueToFrame)
    await relayPost(sibling, frameIndex, fromSiblingToFrame)
    for (const message of fromPageToFrame) frame.contentWindow?.postMessage(message, FRAME_ORIGIN)

    const toPage = fromPageItself.length + fromRogue.length + fromSibling.length + fromFrame.length
    const toFrame = fromRogueToFrame.length + fromSiblingToFrame.length + fromPageToFrame.length
    expect(toPage + toFrame).toBe(100_000)
    // the frame answers the one genuine request among them, and the page drops that answer as unexpected
    await expect.poll(() => rejected.length, { timeout: 120_000 }).toBe(toPage + 1)
    await expect
      .poll(async () => sum(await statsOf(frame)) - sum(before), { timeout: 120_000 })
      .toBe(toFrame - 1)
    const final = await statsOf(frame)

    const pageReasons = countBy(rejected)
    expect(pageReasons['wrong-origin']).toBe(fromPageItself.length + fromSibling.length)
    expect(pageReasons['wrong-source']).toBe(fromRogue.length)
    expect(pageReasons.oversize).toBe(10)
    expect(final.rejected['wrong-origin']).toBe(fromRogueToFrame.length)
    expect(final.rejected['wrong-source']).toBe(fromSiblingToFrame.length)
    expect(final.rejected.replayed).toBe(10)
    expect(final.rejected.oversize).toBe(10)
    // accepted: no event reached a listener; the frame handled only the genuine request and the replayed one's original
    expect(accepted).toBe(0)
    expect(final.handled - before.handled).toBe(1)
    expect(uncaught).toBe(0)
    expect(final.uncaught).toBe(0)
    removeEventListener('error', countUncaught)
    removeEventListener('unhandledrejection', countUncaught)
  })
})

const sum = (stats: FrameStats) => Object.values(stats.rejected).reduce((a, b) => a + b, 0)

function countBy(list: readonly Rejection[]): Partial<Record<Rejection, number>> {
  const counts: Partial<Record<Rejection, number>> = {}
  for (const reason of list) counts[reason] = (counts[reason] ?? 0) + 1
  return counts
}

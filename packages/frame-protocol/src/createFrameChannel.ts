import { CHANNEL_TAG, createMessageId, type Rejection, readEnvelope } from './envelope'
import { FrameChannelError } from './errors'
import { APP_REQUESTS, type AppRequest, type AppRequestType } from './schemas/appRequests'
import { FRAME_SUCCESSES, type FrameErrorPayload, type FrameSuccessPayload } from './schemas/frameAnswers'
import { FRAME_EVENTS, type FrameEventPayload, type FrameEventType } from './schemas/frameEvents'

/** How many request ids the frame remembers to refuse a replay: far more than a session's requests in flight. */
const REMEMBERED_IDS = 4096

export interface CreateFrameChannelOptions {
  /** The frame's own window, where requests arrive. */
  window: Window
  /** The embedding page's window (`window.parent`): the only source accepted and the only target. */
  parent: Window
  /**
   * The page's origin, already checked against the project's allowed origins from the services: the only
   * sender accepted and the only target origin.
   */
  hostOrigin: string
  /** Answers one checked request; what it throws becomes the `_ERROR` answer (see `toFrameError`). */
  handle: (request: AppRequest) => Promise<FrameSuccessPayload<AppRequestType>>
  /** Told about every tagged message it drops, for tests and diagnostics. */
  onRejected?: (reason: Rejection, data: unknown) => void
}

export interface FrameChannel {
  /** Tells the page something unasked (READY, OPEN_APPROVAL...). */
  emit<T extends FrameEventType>(type: T, payload: FrameEventPayload<T>): void
  /** Stops listening. */
  close(): void
}

/**
 * What a failed request answers: a `FrameChannelError`'s own message and RPC code; anything else is an
 * internal error whose details stay in the frame (-32603), so a bug never leaks key material or state.
 *
 * @example toFrameError(new FrameChannelError('FRAME_REQUEST_FAILED', 'User rejected the request.', { rpcCode: 4001 }))
 */
export function toFrameError(error: unknown): FrameErrorPayload {
  if (error instanceof FrameChannelError)
    return {
      message: error.message.slice(0, 256),
      ...(error.rpcCode === undefined ? {} : { code: error.rpcCode }),
    }
  return { message: 'Internal error', code: -32603 }
}

/**
 * The frame's end of the channel. It accepts a message only from the embedding page's window and its
 * allowed origin, only in the channel's envelope, only with a request id it has not seen (a replay is
 * dropped), a known type and a payload its schema accepts; everything else is dropped unanswered. It
 * answers each request once, `<TYPE>_SUCCESS` with the checked result or `<TYPE>_ERROR`, posting only to
 * `hostOrigin`, never to `'*'`.
 *
 * @example
 * const channel = createFrameChannel({ window, parent: window.parent, hostOrigin, handle: answer })
 * channel.emit('READY', { version: '0.1.0' })
 */
export function createFrameChannel(options: CreateFrameChannelOptions): FrameChannel {
  const { parent, hostOrigin, handle, onRejected } = options
  const seen = new Set<string>()

  function post(message: { id: string; type: string; payload: unknown }): void {
    parent.postMessage({ latch: CHANNEL_TAG, ...message }, hostOrigin)
  }

  function receive(event: MessageEvent): void {
    const reason = accept(event)
    if (reason) onRejected?.(reason, event.data)
  }

  /** Starts answering a request from the page; answers why it was dropped, if it was. */
  function accept(event: MessageEvent): Rejection | undefined {
    const envelope = readEnvelope(event.data)
    if (envelope === undefined) return undefined
    if (event.origin !== hostOrigin) return 'wrong-origin'
    if (event.source !== parent) return 'wrong-source'
    if (typeof envelope === 'string') return envelope
    if (!Object.hasOwn(APP_REQUESTS, envelope.type)) return 'unknown-type'
    if (seen.has(envelope.id)) return 'replayed'
    const type = envelope.type as AppRequestType
    const payload = APP_REQUESTS[type].safeParse(envelope.payload)
    if (!payload.success) return 'invalid-payload'
    seen.add(envelope.id)
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string)
    void answer({ id: envelope.id, type, payload: payload.data } as AppRequest)
    return undefined
  }

  async function answer(request: AppRequest): Promise<void> {
    try {
      const result = FRAME_SUCCESSES[request.type].parse(await handle(request))
      post({ id: request.id, type: `${request.type}_SUCCESS`, payload: result })
    } catch (error) {
      post({ id: request.id, type: `${request.type}_ERROR`, payload: toFrameError(error) })
    }
  }

  options.window.addEventListener('message', receive)

  return {
    emit(type, payload) {
      post({ id: createMessageId(), type, payload: FRAME_EVENTS[type].parse(payload) })
    },
    close() {
      options.window.removeEventListener('message', receive)
    },
  }
}

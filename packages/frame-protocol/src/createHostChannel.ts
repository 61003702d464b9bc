import * as z from 'zod/mini'
import { CHANNEL_TAG, createMessageId, type Rejection, readEnvelope } from './envelope'
import { FrameChannelError } from './errors'
import { APP_REQUESTS, type AppRequestPayload, type AppRequestType } from './schemas/appRequests'
import {
  FRAME_SUCCESSES,
  type FrameErrorPayload,
  type FrameSuccessPayload,
  frameErrorSchema,
} from './schemas/frameAnswers'
import { FRAME_EVENTS, type FrameEventPayload, type FrameEventType } from './schemas/frameEvents'

export interface CreateHostChannelOptions {
  /** The page's window, where the frame's answers arrive. */
  window: Window
  /** The frame's origin, e.g. `https://wallet.example` (its URL's origin): the only sender accepted and the only target. */
  frameOrigin: string
  /** The frame's window (`iframe.contentWindow`): the only source accepted. */
  frameWindow: () => Window | null
  /** Told about every tagged message it drops, for tests and diagnostics. */
  onRejected?: (reason: Rejection, data: unknown) => void
}

export interface HostChannel {
  /** Resolves with the frame's version once it said READY; rejects with FRAME_NOT_READY after `timeoutMs`. */
  whenReady(timeoutMs: number): Promise<{ version: string }>
  /** Posts a checked request and resolves with the frame's checked answer. */
  request<T extends AppRequestType>(
    type: T,
    payload: AppRequestPayload<T>,
    options: { timeoutMs: number },
  ): Promise<FrameSuccessPayload<T>>
  /** Listens to one kind of unasked frame event; answers the unsubscribe. */
  on<T extends FrameEventType>(type: T, listener: (payload: FrameEventPayload<T>) => void): () => void
  /** Stops listening; pending requests reject with FRAME_CLOSED. */
  close(): void
}

interface Pending {
  type: AppRequestType
  resolve: (payload: never) => void
  reject: (error: FrameChannelError) => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The page's end of the frame channel. It accepts a message only from `frameOrigin` and from the frame's
 * own window, only in the channel's envelope, only as the answer to a request still pending (each id is
 * answered once, so a replay is dropped) or as a known event, and only with a payload its schema accepts.
 * It posts only to `frameOrigin`, never to `'*'`.
 *
 * @example
 * const channel = createHostChannel({ window, frameOrigin: 'http://127.0.0.1:5174', frameWindow: () => iframe.contentWindow })
 * await channel.whenReady(FRAME_LOAD_TIMEOUT_MS)
 * const { action } = await channel.request('CONNECT_EMAIL', { email }, { timeoutMs: LOGIN_REQUEST_TIMEOUT_MS })
 */
export function createHostChannel(options: CreateHostChannelOptions): HostChannel {
  const { frameOrigin, frameWindow, onRejected } = options
  const pending = new Map<string, Pending>()
  const listeners = new Map<FrameEventType, Set<(payload: never) => void>>()
  let ready: { version: string } | undefined
  let closed = false

  function receive(event: MessageEvent): void {
    const reason = accept(event)
    if (reason) onRejected?.(reason, event.data)
  }

  /** Acts on a message from the frame; answers why it was dropped, if it was. */
  function accept(event: MessageEvent): Rejection | undefined {
    const envelope = readEnvelope(event.data)
    if (envelope === undefined) return undefined
    if (event.origin !== frameOrigin) return 'wrong-origin'
    const source = frameWindow()
    if (source === null || event.source !== source) return 'wrong-source'
    if (typeof envelope === 'string') return envelope
    const answer = /^(.+)_(SUCCESS|ERROR)$/.exec(envelope.type)
    if (answer) return settle(envelope.id, answer[1]!, answer[2] === 'SUCCESS', envelope.payload)
    if (!Object.hasOwn(FRAME_EVENTS, envelope.type)) return 'unknown-type'
    const type = envelope.type as FrameEventType
    const payload = FRAME_EVENTS[type].safeParse(envelope.payload)
    if (!payload.success) return 'invalid-payload'
    if (type === 'READY') ready = payload.data as { version: string }
    for (const listener of listeners.get(type) ?? []) listener(payload.data as never)
    return undefined
  }

  /** Settles the pending request an answer names (once: the id is then forgotten). */
  function settle(id: string, type: string, success: boolean, payload: unknown): Rejection | undefined {
    const request = pending.get(id)
    if (!request || request.type !== type) return 'unexpected-answer'
    const parsed = success
      ? FRAME_SUCCESSES[request.type].safeParse(payload)
      : frameErrorSchema.safeParse(payload)
    if (!parsed.success) return 'invalid-payload'
    pending.delete(id)
    clearTimeout(request.timer)
    if (success) {
      request.resolve(parsed.data as never)
      return undefined
    }
    const error = parsed.data as FrameErrorPayload
    request.reject(
      new FrameChannelError('FRAME_REQUEST_FAILED', error.message, {
        ...(error.code === undefined ? {} : { rpcCode: error.code }),
      }),
    )
    return undefined
  }

  function on<T extends FrameEventType>(
    type: T,
    listener: (payload: FrameEventPayload<T>) => void,
  ): () => void {
    const set = listeners.get(type) ?? new Set()
    listeners.set(type, set)
    set.add(listener as (payload: never) => void)
    return () => set.delete(listener as (payload: never) => void)
  }

  options.window.addEventListener('message', receive)

  return {
    on,

    whenReady(timeoutMs) {
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, rejectReady) => {
        const timer = setTimeout(() => {
          off()
          rejectReady(
            new FrameChannelError('FRAME_NOT_READY', `The frame was not ready within ${timeoutMs} ms`),
          )
        }, timeoutMs)
        const off = on('READY', (payload) => {
          clearTimeout(timer)
          off()
          resolve(payload)
        })
      })
    },

    request(type, payload, { timeoutMs }) {
      if (closed) return Promise.reject(new FrameChannelError('FRAME_CLOSED', 'The frame channel is closed'))
      // own keys only: a type such as 'toString' names no request
      const schema = Object.hasOwn(APP_REQUESTS, type) ? (APP_REQUESTS[type] as z.ZodMiniType) : undefined
      if (!schema)
        return Promise.reject(
          new FrameChannelError('FRAME_INVALID_REQUEST', `Unknown request type ${String(type)}`),
        )
      const checked = schema.safeParse(payload)
      if (!checked.success) {
        const reason = z.prettifyError(checked.error)
        return Promise.reject(new FrameChannelError('FRAME_INVALID_REQUEST', `Invalid ${type}: ${reason}`))
      }
      const target = frameWindow()
      if (!target) return Promise.reject(new FrameChannelError('FRAME_CLOSED', 'The frame is not loaded'))
      const id = createMessageId()
      return new Promise((resolve, rejectRequest) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          rejectRequest(
            new FrameChannelError('FRAME_TIMEOUT', `${type} got no answer within ${timeoutMs} ms`),
          )
        }, timeoutMs)
        pending.set(id, { type, resolve: resolve as never, reject: rejectRequest, timer })
        target.postMessage({ latch: CHANNEL_TAG, id, type, payload: checked.data }, frameOrigin)
      })
    },

    close() {
      closed = true
      options.window.removeEventListener('message', receive)
      for (const [id, request] of pending) {
        clearTimeout(request.timer)
        request.reject(
          new FrameChannelError(
            'FRAME_CLOSED',
            `The frame channel closed before ${request.type} was answered`,
          ),
        )
        pending.delete(id)
      }
      listeners.clear()
    },
  }
}

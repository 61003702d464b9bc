import type * as z from 'zod/mini'
import type { ApiConfig } from '../config/types'
import { HTTP_TIMEOUT_MS, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_RETRY_STATUSES } from '../constants'
import { HttpRequestError, TimeoutError } from '../errors/rpc'
import { HttpStatusError, InvalidApiResponseError } from './errors'
import { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './sdk'

export type QueryValue = string | number | boolean | undefined | null

/**
 * What `apiRequest` rejects with: the network failed (`HttpRequestError`, after the retries), an
 * attempt ran out of time (`TimeoutError`), the service answered a non-OK status (`HttpStatusError`),
 * or its answer was not the JSON expected (`InvalidApiResponseError`). When the caller's `signal`
 * aborts, its `reason` is rethrown as given: the caller's own value, so not listed here.
 */
export type ApiRequestErrorType = HttpRequestError | TimeoutError | HttpStatusError | InvalidApiResponseError

export interface ApiRequestParameters {
  method?: 'GET' | 'POST'
  /** Starts with `/`; dynamic segments already encoded with `encodeURIComponent`. */
  path: string
  /** Added to the URL; `undefined` and `null` are left out. */
  query?: Record<string, QueryValue>
  /** Sent as JSON. */
  body?: unknown
  /** Per attempt; defaults to HTTP_TIMEOUT_MS (10 s). */
  timeoutMs?: number
  /**
   * Whether sending the call twice is harmless, so the retry rule may apply. Defaults to true for GET
   * and false for POST: a POST (name registration, analytics) is never retried blindly, since an
   * attempt that failed on our side may have landed on the service. Set it on a POST that only reads.
   */
  idempotent?: boolean
  /** Defaults to RPC_RETRY_COUNT (3); only idempotent calls are retried. */
  retryCount?: number
  /** First backoff; doubles with each retry. Defaults to RPC_RETRY_DELAY_MS (150 ms). */
  retryDelayMs?: number
  signal?: AbortSignal
  cache?: RequestCache
}

const RETRY_STATUSES: ReadonlySet<number> = new Set(RPC_RETRY_STATUSES)

/**
 * The services' 403 codes that no retry can change: the project is unknown or this page's origin is
 * not allowed (its configuration). Spec §9 retries 403 for a passing refusal (a gateway's); these go
 * straight to the 'Invalid App Configuration' alert instead of waiting out three retries first.
 */
const PERMANENT_REFUSALS: ReadonlySet<string> = new Set([
  'PROJECT_NOT_FOUND',
  'ORIGIN_NOT_ALLOWED',
  'FRAME_ORIGIN_REQUIRED',
])

const isRetried = (error: HttpStatusError) =>
  RETRY_STATUSES.has(error.status) &&
  !(error.status === 403 && error.serviceCode !== undefined && PERMANENT_REFUSALS.has(error.serviceCode))

/**
 * The one place the service URL is built: base URL, path, the caller's query, then the spec's
 * `projectId`, `st` and `sv` (set last, so no caller can change them).
 *
 * @example
 * buildApiUrl({ baseUrl: 'http://127.0.0.1:4000', projectId: 'demo' }, '/getWallets', { page: 1 })
 * // 'http://127.0.0.1:4000/getWallets?page=1&projectId=demo&st=latch&sv=latch-0.1.0'
 */
export function buildApiUrl(api: ApiConfig, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${api.baseUrl.replace(/\/+$/, '')}${path}`)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  url.searchParams.set('projectId', api.projectId)
  url.searchParams.set('st', LATCH_SDK_TYPE)
  url.searchParams.set('sv', LATCH_SDK_VERSION)
  return url.toString()
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function statusError(status: number, text: string, url: string): HttpStatusError {
  // The service's errors are `{ code, message }`; anything else is ignored, the status says enough.
  const body = parseJson(text)
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined
  return new HttpStatusError({ status, url, serviceCode: code, serviceMessage: message })
}

function validate<T>(text: string, url: string, schema: z.ZodMiniType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidApiResponseError(url, 'the answer is not JSON', { cause })
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'the answer'
    throw new InvalidApiResponseError(url, `${where}: ${issue?.message ?? 'unexpected shape'}`, {
      cause: result.error,
    })
  }
  return result.data
}

interface Answer {
  status: number
  ok: boolean
  /** The body, read when it is needed: a JSON answer, or an error's `{ code, message }`. */
  text: string
}

/**
 * One attempt, its body included, under its own timeout; aborted too when the caller's signal aborts.
 * A body not needed is cancelled so the connection is freed.
 */
async function attempt(
  url: string,
  init: RequestInit,
  readOk: boolean,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    // error bodies are small `{ code, message }` and worth reading; an unused OK body is not
    const read = !response.ok || readOk
    const text = read ? await response.text() : ''
    if (!read) await response.body?.cancel()
    return { status: response.status, ok: response.ok, text }
  } catch (cause) {
    if (timedOut) throw new TimeoutError({ timeoutMs, cause })
    if (signal?.aborted) throw signal.reason
    throw new HttpRequestError({ url, cause, details: cause instanceof Error ? cause.message : undefined })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Calls the provider service. Adds `projectId`, `st` and `sv`; gives each attempt 10 s
 * (`TimeoutError`, not retried, so a call never hangs for 40 s). An idempotent call (GET, or a POST
 * marked `idempotent`) is retried 3 times with 150, 300 and 600 ms backoff on HTTP 403, 408, 413,
 * 429, 500, 502, 503, 504 and on network errors (`HttpRequestError`), never on other 4xx nor on the
 * services' permanent 403 (an unknown project, an origin not allowed: a configuration); any other
 * POST is sent once. Then throws `HttpStatusError` ('HTTP status code: {n}').
 * With a `schema` the JSON answer is validated and returned (`InvalidApiResponseError` when it is not
 * JSON or not that shape); without one the answer is not read.
 *
 * @example
 * const page = await apiRequest(api, { path: '/getWallets', query: { page: 1 }, schema: walletsSchema })
 * await apiRequest(api, { method: 'POST', path: '/e', body: event })
 */
export function apiRequest<T>(
  api: ApiConfig,
  parameters: ApiRequestParameters & { schema: z.ZodMiniType<T> },
): Promise<T>
export function apiRequest(
  api: ApiConfig,
  parameters: ApiRequestParameters & { schema?: undefined },
): Promise<void>
export async function apiRequest<T>(
  api: ApiConfig,
  parameters: ApiRequestParameters & { schema?: z.ZodMiniType<T> },
): Promise<T | undefined> {
  const {
    method = 'GET',
    path,
    query,
    body,
    schema,
    timeoutMs = HTTP_TIMEOUT_MS,
    idempotent = method === 'GET',
    retryCount = idempotent ? RPC_RETRY_COUNT : 0,
    retryDelayMs = RPC_RETRY_DELAY_MS,
    signal,
    cache,
  } = parameters
  const url = buildApiUrl(api, path, query)
  const init: RequestInit = {
    method,
    cache,
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }
  for (let retry = 0; ; retry++) {
    const retriesLeft = retry < retryCount
    let answer: Answer
    try {
      answer = await attempt(url, init, schema !== undefined, timeoutMs, signal)
    } catch (error) {
      if (!(error instanceof HttpRequestError) || !retriesLeft) throw error
      await sleep(retryDelayMs * 2 ** retry, signal)
      continue
    }
    if (answer.ok) return schema ? validate(answer.text, url, schema) : undefined
    const error = statusError(answer.status, answer.text, url)
    if (!isRetried(error) || !retriesLeft) throw error
    await sleep(retryDelayMs * 2 ** retry, signal)
  }
}

import autocannon, { type AutocannonResult } from 'autocannon'
import type { LoadKind } from './loadKinds'

/** What one kind of request saw over both instances. */
export interface KindResult {
  name: string
  responses: number
  requestsPerSecond: number
  /** Latency of every answer, milliseconds. */
  p50: number
  p99: number
  /** 2xx answers with the right body. */
  right: number
  /** The intended 429s of the client over the limit. */
  limited: number
  /** 2xx answers with a wrong body, and 4xx answers a right request should not get. */
  wrong: number
  /** 5xx answers. */
  serverErrors: number
  /** Connections refused or reset, and timeouts. */
  connectionErrors: number
  statuses: Record<number, number>
}

export interface MixedLoadResult {
  seconds: number
  kinds: KindResult[]
  /** Per instance, right answers in each second of the run. */
  rightPerSecond: number[][]
  /** Per instance, connection errors and timeouts. */
  connectionErrors: number[]
  /** Keys of the writes acknowledged with a right 2xx, by table. */
  acknowledged: { analytics_events: string[]; names: string[] }
  /** The scheduled events, when they ran and how long they took. */
  events: { label: string; atMs: number; tookMs: number }[]
}

export interface LoadEvent {
  /** Seconds into the run. */
  at: number
  label: string
  run(): Promise<unknown>
}

/** Distinct clients the normal traffic rotates over, so none of them nears the rate limit. */
const CLIENTS = 2_000
const OVER_LIMIT_CLIENT = '10.254.0.1'

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

/**
 * Runs mixed traffic against the instances at once with autocannon: one load per request kind and
 * instance (one connection each; write kinds and the over-limit client at a fixed rate), every answer
 * checked. Normal traffic rotates over 2,000 client addresses (`x-forwarded-for`), the over-limit client
 * keeps one. `events` run at their second (a SIGKILL, a database restart); the clients of instance
 * `victim` stop after a few connection errors, as a client of a dead server would give up on it.
 *
 * @example
 * const result = await runMixedLoad({ urls: [a.url, b.url], kinds, seconds: 60 })
 */
export async function runMixedLoad(params: {
  urls: readonly string[]
  /** The kinds for each instance (`createLoadKinds`). */
  kinds: readonly (readonly LoadKind[])[]
  seconds: number
  events?: readonly LoadEvent[]
  victim?: number
}): Promise<MixedLoadResult> {
  const started = Date.now()
  const names = params.kinds[0]?.map((kind) => kind.name) ?? []
  const results = new Map<string, KindResult & { latencies: number[] }>(
    names.map((name) => [
      name,
      {
        name,
        responses: 0,
        requestsPerSecond: 0,
        p50: 0,
        p99: 0,
        right: 0,
        limited: 0,
        wrong: 0,
        serverErrors: 0,
        connectionErrors: 0,
        statuses: {},
        latencies: [],
      },
    ]),
  )
  const rightPerSecond = params.urls.map(() => Array.from({ length: params.seconds + 2 }, () => 0))
  const connectionErrors = params.urls.map(() => 0)
  const acknowledged: MixedLoadResult['acknowledged'] = { analytics_events: [], names: [] }
  let client = 0

  const runs = params.urls.flatMap((url, instance) =>
    (params.kinds[instance] ?? []).map((kind) => {
      const result = results.get(kind.name)!
      const done = new Promise<AutocannonResult>((resolve, reject) => {
        const running = autocannon(
          {
            url,
            connections: 1,
            duration: params.seconds,
            timeout: 10,
            ...(kind.rate ? { overallRate: kind.rate } : {}),
            ...(instance === params.victim ? { bailout: 5 } : {}),
            requests: [
              {
                method: kind.method,
                path: kind.path,
                setupRequest: (request, context) => {
                  client = (client + 1) % CLIENTS
                  const address = kind.overLimit ? OVER_LIMIT_CLIENT : `10.1.${client >> 8}.${client & 255}`
                  const headers: Record<string, string> = { 'x-forwarded-for': address }
                  if (!kind.next) return { ...request, headers }
                  const { key, body } = kind.next()
                  context.key = key
                  return { ...request, headers: { ...headers, 'content-type': 'application/json' }, body }
                },
                onResponse: (status, text, context) => {
                  result.statuses[status] = (result.statuses[status] ?? 0) + 1
                  if (status >= 500) result.serverErrors += 1
                  else if (status === 429 && kind.overLimit) result.limited += 1
                  else if (status >= 300) result.wrong += 1
                  else if (kind.isRight(safeParse(text), context.key as string | undefined)) {
                    result.right += 1
                    const second = Math.floor((Date.now() - started) / 1000)
                    const timeline = rightPerSecond[instance]!
                    timeline[Math.min(second, timeline.length - 1)]! += 1
                    if (kind.writes && typeof context.key === 'string')
                      acknowledged[kind.writes].push(context.key)
                  } else result.wrong += 1
                },
              },
            ],
          },
          (error, finished) => (error ? reject(error) : resolve(finished)),
        )
        running.on('response', (_client, _status, _bytes, ms) => {
          result.responses += 1
          result.latencies.push(ms)
        })
        running.on('reqError', () => {
          result.connectionErrors += 1
          connectionErrors[instance] = (connectionErrors[instance] ?? 0) + 1
        })
      })
      return done
    }),
  )
  const events: MixedLoadResult['events'] = []
  const scheduled = (params.events ?? []).map(
    (event) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          const atMs = Date.now() - started
          event
            .run()
            .then(() => {
              events.push({ label: event.label, atMs, tookMs: Date.now() - started - atMs })
              resolve()
            })
            .catch(reject)
        }, event.at * 1000)
      }),
  )
  await Promise.all([...runs, ...scheduled])
  const seconds = (Date.now() - started) / 1000
  const kinds = [...results.values()].map(({ latencies, ...kind }) => {
    const sorted = latencies.sort((a, b) => a - b)
    return {
      ...kind,
      requestsPerSecond: kind.responses / params.seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    }
  })
  return { seconds, kinds, rightPerSecond, connectionErrors, acknowledged, events }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

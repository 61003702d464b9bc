import autocannon from 'autocannon'
import { processCpuMicros } from './processCpu'

/** What one target measured: requests per second and latency percentiles in milliseconds. */
export interface Measurement {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  /** Bytes of one answer's body (from a request made before the run). */
  bytes: number
  /** The server process's CPU time (user + system) per answered request, in µs, where /proc tells. */
  cpuMicrosPerRequest?: number
}

export interface MeasureParameters {
  name: string
  url: string
  /** Seconds measured, after a one-second warm-up that is thrown away. */
  seconds: number
  connections: number
  /** The server's process, whose CPU time per request is measured too (Linux). */
  pid?: number
}

/**
 * Loads one URL with autocannon and returns its throughput and latency. Refuses any URL that is not on
 * 127.0.0.1: the benchmark only ever loads servers it started on loopback.
 *
 * @example
 * const bare = await measure({ name: 'bare', url: 'http://127.0.0.1:4100/', seconds: 5, connections: 10 })
 */
export async function measure(params: MeasureParameters): Promise<Measurement> {
  const { hostname } = new URL(params.url)
  if (hostname !== '127.0.0.1')
    throw new Error(`refusing to load ${params.url}: only 127.0.0.1 is benchmarked`)
  const bytes = (await (await fetch(params.url)).arrayBuffer()).byteLength
  await autocannon({ url: params.url, connections: params.connections, duration: 1 })
  const cpuBefore = await processCpuMicros(params.pid)
  const result = await autocannon({
    url: params.url,
    connections: params.connections,
    duration: params.seconds,
  })
  const cpuAfter = await processCpuMicros(params.pid)
  const answered = result.requests.total
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { cpuMicrosPerRequest: (cpuAfter - cpuBefore) / answered }
      : {}),
    name: params.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes,
  }
}

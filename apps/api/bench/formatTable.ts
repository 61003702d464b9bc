import type { Measurement } from './measure'

/** One row of the table: an API route and the bare server writing the same bytes. */
export interface BenchRow {
  api: Measurement
  /** The bare server answering the same body as `api`. */
  twin: Measurement
  /** Bytes of the answer. */
  bytes: number
}

const rps = (value: number) => Math.round(value).toLocaleString('en-US')
const cpu = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}`)
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–')

/**
 * The benchmark's Markdown table: requests/s, p50 and p99 of each target; each API row next to the
 * bare server writing the same bytes, and against the small-body bare server; and each server's CPU
 * time per request.
 *
 * @example
 * console.log(formatTable(smallBare, rows))
 */
export function formatTable(bare: Measurement, rows: readonly BenchRow[]): string {
  const lines = [
    '| target | body | requests/s | p50 (ms) | p99 (ms) | bare server, same body: requests/s | API / bare, same body | API / bare, small body | server CPU µs/request (API / bare, same body) | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${bare.name} | ${bare.bytes} B | ${rps(bare.requestsPerSecond)} | ${bare.p50} | ${bare.p99} | | | 100% | ${cpu(bare.cpuMicrosPerRequest)} | ${bare.non2xx} / ${bare.errors} |`,
  ]
  for (const { api, twin, bytes } of rows) {
    lines.push(
      `| ${api.name} | ${bytes.toLocaleString('en-US')} B | ${rps(api.requestsPerSecond)} | ${api.p50} | ${api.p99} | ${rps(twin.requestsPerSecond)} (p99 ${twin.p99}) | ${percent(api.requestsPerSecond, twin.requestsPerSecond)} | ${percent(api.requestsPerSecond, bare.requestsPerSecond)} | ${cpu(api.cpuMicrosPerRequest)} / ${cpu(twin.cpuMicrosPerRequest)} | ${api.non2xx} / ${api.errors} |`,
    )
  }
  return lines.join('\n')
}

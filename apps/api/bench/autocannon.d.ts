// The part of autocannon 9's programmatic API the benchmark and the reliability load use (the package
// ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
    /** Called with each answer's status and body, and the context setupRequest saw. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  export interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
    requests?: AutocannonRequest[]
    /** Requests per second over all connections. */
    overallRate?: number
    /** Stop after this many errors. */
    bailout?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
  }
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  /** A running load: `stop()` ends it early; `response` and `reqError` fire per answer and per error. */
  export interface AutocannonInstance {
    stop(): void
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this
    on(event: 'reqError', listener: (error: Error) => void): this
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>
  function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance
  export default autocannon
}

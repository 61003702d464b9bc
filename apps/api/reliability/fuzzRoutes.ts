import { format } from 'node:util'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { type FuzzRequest, type FuzzTarget, fuzzRequestArbitrary } from './fuzzRequestArbitrary'
import { type ApiOperation, readOperations } from './openApiOperations'

/** What one route's fuzzing saw. */
export interface RouteFuzzResult {
  /** `GET /v1/identity/{address}` */
  route: string
  requests: number
  /** Answers by status code. */
  statuses: Record<number, number>
  /** Answers in the 5xx range. */
  serverErrors: number
  /**
   * 4xx answers whose body is not JSON `{ code, message }` (or an HTML page where the document says so),
   * or that leak a stack trace.
   */
  malformedErrors: number
  /** console.error lines, uncaught exceptions and rejected `fetch` calls while the route was fuzzed. */
  loggedErrors: number
  /** The first few failures, each with the request that caused it. */
  examples: string[]
  ms: number
}

export interface FuzzRoutesParameters extends FuzzTarget {
  /** Answers a request: `app.fetch` in-process, or `fetch` to a served instance. */
  fetch: (request: Request) => Response | Promise<Response>
  runsPerRoute: number
  /** fast-check's seed, for a run that can be replayed (default random; printed in the result). */
  seed?: number
  /** Only routes whose name contains this. */
  only?: string
  /** Called after each route, e.g. to print progress. */
  onRoute?: (result: RouteFuzzResult) => void
}

export interface FuzzRoutesReturnType {
  seed: number
  routes: RouteFuzzResult[]
}

const BASE = 'http://api.test'
const EXAMPLES_KEPT = 5

async function toRequest(fuzz: FuzzRequest): Promise<Request> {
  let body: string | Uint8Array<ArrayBuffer> | undefined
  if (fuzz.body && typeof fuzz.body === 'object' && 'register' in fuzz.body) {
    const { privateKey, coinType, otherAddress } = fuzz.body.register
    const account = privateKeyToAccount(privateKey)
    const message = fuzz.body.register.message.replaceAll('{address}', account.address)
    const signature = await account.signMessage({ message })
    body = JSON.stringify({
      coin_type: coinType,
      address: otherAddress ?? account.address,
      message,
      signature,
    })
  } else {
    body = typeof fuzz.body === 'string' || fuzz.body === undefined ? fuzz.body : new Uint8Array(fuzz.body)
  }
  return new Request(`${BASE}${fuzz.url}`, {
    method: fuzz.method,
    headers: fuzz.headers,
    ...(body === undefined ? {} : { body }),
  })
}

function describeRequest(fuzz: FuzzRequest): string {
  const body =
    fuzz.body === undefined
      ? ''
      : ` body ${(typeof fuzz.body === 'string' ? fuzz.body : format(fuzz.body)).slice(0, 200)}`
  return `${fuzz.method} ${fuzz.url.slice(0, 300)} headers ${JSON.stringify(fuzz.headers).slice(0, 300)}${body}`
}

/**
 * Why an answer breaks the contract, or undefined when it keeps it. `html`: the document declares an HTML
 * page for this status and the answer is one.
 */
function judge(
  method: string,
  status: number,
  text: string,
  html: boolean,
): 'server' | 'malformed' | undefined {
  if (status >= 500) return 'server'
  if (status < 400 || method === 'HEAD') return undefined
  if (/\bat .+\.(ts|js):\d+/.test(text)) return 'malformed'
  if (html) return undefined
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown }
    const ok = typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0
    return ok ? undefined : 'malformed'
  } catch {
    return 'malformed'
  }
}

/**
 * Property-based fuzzing of every route of the service's `/openapi.json` with fast-check: for each
 * operation, `runsPerRoute` generated requests (hostile paths, queries, bodies, headers and encodings,
 * see `fuzzRequestArbitrary`), one at a time. Counts answers in the 5xx range, 4xx answers without a
 * JSON `{ code, message }`, and errors logged (console.error) or thrown (uncaught exceptions, unhandled
 * rejections) meanwhile. Every request is made; failures are counted, not shrunk, so the figures are
 * exact.
 *
 * @example
 * const { routes } = await fuzzRoutes({ fetch: app.fetch, runsPerRoute: 300, projectId, allowedOrigin, plausible: {} })
 */
export async function fuzzRoutes(params: FuzzRoutesParameters): Promise<FuzzRoutesReturnType> {
  const seed = params.seed ?? Math.floor(Math.random() * 2 ** 31)
  const document = await (await params.fetch(new Request(`${BASE}/openapi.json`))).json()
  const operations = readOperations(document).filter(
    (operation) => !params.only || operation.name.includes(params.only),
  )
  const logged: string[] = []
  const original = console.error
  const onUncaught = (error: unknown) => logged.push(`uncaught: ${format(error)}`)
  console.error = (...args: unknown[]) => logged.push(format(...args))
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)
  const routes: RouteFuzzResult[] = []
  try {
    for (const [index, operation] of operations.entries()) {
      const result = await fuzzOperation(operation, params, seed + index, logged)
      routes.push(result)
      params.onRoute?.(result)
    }
  } finally {
    console.error = original
    process.off('uncaughtException', onUncaught)
    process.off('unhandledRejection', onUncaught)
  }
  return { seed, routes }
}

async function fuzzOperation(
  operation: ApiOperation,
  params: FuzzRoutesParameters,
  seed: number,
  logged: string[],
): Promise<RouteFuzzResult> {
  const started = performance.now()
  const result: RouteFuzzResult = {
    route: operation.name,
    requests: 0,
    statuses: {},
    serverErrors: 0,
    malformedErrors: 0,
    loggedErrors: 0,
    examples: [],
    ms: 0,
  }
  const keep = (line: string) => {
    if (result.examples.length < EXAMPLES_KEPT) result.examples.push(line)
  }
  const property = fc.asyncProperty(fuzzRequestArbitrary(operation, params), async (fuzz) => {
    const before = logged.length
    result.requests += 1
    try {
      const response = await params.fetch(await toRequest(fuzz))
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1
      const text = await response.text()
      const html =
        operation.htmlStatuses.includes(response.status) &&
        (response.headers.get('content-type') ?? '').startsWith('text/html')
      const verdict = judge(fuzz.method, response.status, text, html)
      if (verdict === 'server') result.serverErrors += 1
      if (verdict === 'malformed') result.malformedErrors += 1
      if (verdict) keep(`${response.status} ${text.slice(0, 200)} ← ${describeRequest(fuzz)}`)
    } catch (error) {
      logged.push(`fetch threw: ${format(error)}`)
    }
    if (logged.length > before) {
      result.loggedErrors += logged.length - before
      keep(`logged ${logged.slice(before).join(' | ').slice(0, 400)} ← ${describeRequest(fuzz)}`)
    }
    return true
  })
  await fc.check(property, { numRuns: params.runsPerRoute, seed })
  result.ms = Math.round(performance.now() - started)
  return result
}

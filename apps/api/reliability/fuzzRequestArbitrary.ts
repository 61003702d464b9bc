import { type NameAction, type NameMessage, toNameMessage } from '@latch/core/internal'
import fc from 'fast-check'
import { anyString, headerValue, percentEncode, urlComponent } from './hostileValues'
import type { ApiOperation } from './openApiOperations'
import { type PlausibleValues, schemaArbitrary } from './schemaArbitrary'

/** A registration body signed when sent: a fresh key over a (hostile) message. */
export interface SignedRegistration {
  privateKey: `0x${string}`
  /** The name-service message, with `{address}` where the key's address goes. */
  message: string
  coinType: unknown
  /** Sign with the key but claim another address (the signature must be refused). */
  otherAddress?: `0x${string}`
}

/** One generated request, ready to send to `app.request()` or over HTTP. */
export interface FuzzRequest {
  method: string
  /** Path and query, e.g. `/v1/identity/%00?projectId=x`. */
  url: string
  headers: [string, string][]
  body?: string | Uint8Array | { register: SignedRegistration }
}

export interface FuzzTarget {
  /** The project the requests name (most of them). */
  projectId: string
  /** An origin the project allows. */
  allowedOrigin: string
  /** The embedded wallet frame's origin, the only caller of /v1/auth/*. */
  frameOrigin?: string
  /** Live session tokens, sent as `Authorization: Bearer` now and then (the frame's routes need one). */
  bearerTokens?: string[]
  plausible: PlausibleValues
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
]

/** The embedded wallet frame's routes answer only its origin: there it is the usual Origin, elsewhere a rare one. */
const isFrameRoute = (path: string) => path.startsWith('/v1/auth/')

function headersArbitrary(
  target: FuzzTarget,
  hasBody: boolean,
  frameRoute: boolean,
): fc.Arbitrary<[string, string][]> {
  const optional = (name: string, value: fc.Arbitrary<string>, freq = 3) =>
    fc.option(
      value.map((text): [string, string] => [name, text]),
      { freq, nil: undefined },
    )
  return fc
    .tuple(
      optional(
        'origin',
        fc.oneof(
          {
            arbitrary: fc.constant(target.frameOrigin ?? target.allowedOrigin),
            weight: frameRoute && target.frameOrigin ? 8 : 0,
          },
          {
            arbitrary: fc.constantFrom(
              target.allowedOrigin,
              ...(target.frameOrigin ? [target.frameOrigin] : []),
              'http://evil.example',
              'null',
              'https://127.0.0.1:5173',
            ),
            weight: 2,
          },
          { arbitrary: headerValue, weight: 1 },
        ),
        frameRoute ? 12 : 1,
      ),
      optional(
        'content-type',
        fc.oneof(
          { arbitrary: fc.constant('application/json'), weight: 8 },
          { arbitrary: fc.constantFrom(...JSON_TYPES), weight: 3 },
          { arbitrary: headerValue, weight: 1 },
        ),
        hasBody ? 12 : 2,
      ),
      optional('sec-fetch-site', fc.oneof(fc.constantFrom('same-origin', 'cross-site', 'none'), headerValue)),
      optional('sec-fetch-mode', fc.oneof(fc.constantFrom('cors', 'navigate', 'no-cors'), headerValue)),
      optional('sec-fetch-dest', fc.oneof(fc.constantFrom('empty', 'image', 'document'), headerValue)),
      optional('if-none-match', fc.oneof(fc.constantFrom('*', 'W/"x"', '"', ''), headerValue)),
      optional('x-forwarded-for', fc.oneof(fc.constantFrom('203.0.113.7', '::1', ', ,', ''), headerValue)),
      optional('accept-encoding', fc.oneof(fc.constantFrom('gzip, br', 'identity;q=0', '*'), headerValue)),
      optional('content-encoding', fc.constantFrom('gzip', 'br', 'deflate', 'x-junk'), hasBody ? 2 : 1),
      optional('access-control-request-method', fc.oneof(fc.constantFrom('POST', 'DELETE'), headerValue)),
      optional('access-control-request-headers', headerValue),
      optional('accept', headerValue),
      optional(
        'authorization',
        fc.oneof(
          fc.constantFrom(
            ...(target.bearerTokens ?? []).map((token) => `Bearer ${token}`),
            'Bearer ',
            'Basic x',
          ),
          headerValue.map((value) => `Bearer ${value}`),
        ),
        target.bearerTokens?.length ? 4 : 1,
      ),
    )
    .map((entries) => entries.filter((entry): entry is [string, string] => entry !== undefined))
}

function pathArbitrary(operation: ApiOperation, target: FuzzTarget): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  const parameter = (name: string) => operation.parameters.find((entry) => entry.name === name)
  const segments = names.map((name) =>
    urlComponent(
      schemaArbitrary(
        parameter(name)?.schema ?? { type: 'string' },
        {
          schemas: operation.schemas,
          plausible: target.plausible,
        },
        name,
      ).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    ),
  )
  return fc.tuple(...segments).map((values) => {
    let index = 0
    return operation.path.replace(/\{\w+\}/g, () => values[index++] ?? '')
  })
}

function queryArbitrary(operation: ApiOperation, target: FuzzTarget): fc.Arbitrary<string> {
  const context = { schemas: operation.schemas, plausible: target.plausible }
  const project = fc.oneof(
    { arbitrary: fc.constant(`projectId=${target.projectId}`), weight: 12 },
    { arbitrary: fc.constant(''), weight: 1 },
    {
      arbitrary: urlComponent(fc.constantFrom('unknown-project', '')).map((id) => `projectId=${id}`),
      weight: 1,
    },
    { arbitrary: fc.constant(`projectId=${target.projectId}&projectId=other`), weight: 1 },
  )
  const params = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.name !== 'projectId')
    .map((parameter) =>
      fc.option(
        fc
          .array(
            urlComponent(
              schemaArbitrary(parameter.schema, context, parameter.name).map((value) =>
                typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
              ),
            ),
            { minLength: 1, maxLength: 2 },
          )
          .map((values) => values.map((value) => `${parameter.name}=${value}`).join('&')),
        { freq: 2, nil: undefined },
      ),
    )
  const extra = fc.option(
    fc.oneof(
      fc.tuple(anyString, anyString).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
      fc.constantFrom('&&', '=', 'a', '%ZZ=1', 'page[]=1', 'a=%', '__proto__[x]=1'),
    ),
    { freq: 4, nil: undefined },
  )
  return fc
    .tuple(project, fc.tuple(...params), extra)
    .map(([projectPart, paramParts, extraPart]) =>
      [projectPart, ...paramParts, extraPart].filter((part) => part !== undefined && part !== '').join('&'),
    )
}

function bodyArbitrary(operation: ApiOperation, target: FuzzTarget): fc.Arbitrary<FuzzRequest['body']> {
  const context = { schemas: operation.schemas, plausible: target.plausible }
  const schemaBody = operation.body
    ? schemaArbitrary(operation.body, context).map((value) => JSON.stringify(value) ?? 'null')
    : fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value))
  // Half of the bodies follow the schema (mostly), so the handlers run; the rest are hostile.
  const raw: fc.Arbitrary<FuzzRequest['body']>[] = [
    ...Array<typeof schemaBody>(8).fill(schemaBody),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    schemaBody.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))),
    anyString,
    fc.uint8Array({ maxLength: 64 }),
    schemaBody.map((text) => `\uFEFF${text}`),
    schemaBody.map((text) => new Uint8Array(Buffer.from(text, 'utf16le'))),
    fc.constantFrom(
      '',
      'null',
      '[]'.repeat(1),
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"a":"${'x'.repeat(70 * 1024)}"}`,
      '{"__proto__":{"polluted":true}}',
      '{"a":1,"a":2}',
      '1e999999',
    ),
  ]
  const nameAction = NAME_WRITES[operation.path]
  if (nameAction) raw.push(...Array(6).fill(signedNameWrite(target, nameAction)))
  return fc.oneof(...raw)
}

/** The name-service writes: each signs the service's message for its action. */
const NAME_WRITES: Record<string, NameAction> = {
  '/v1/profile/account': 'register',
  '/v1/profile/account/{name}/release': 'release',
  '/v1/profile/account/{name}/primary': 'primary',
}

/**
 * A name-service write signed by a fresh key over the service's message (toNameMessage) with hostile
 * name, attributes, time and chain, so that requests get past the message's form to the field checks,
 * the signature and the database.
 */
function signedNameWrite(target: FuzzTarget, action: NameAction): fc.Arbitrary<FuzzRequest['body']> {
  const now = Math.floor(Date.now() / 1000)
  const name = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{1,70}\.latch\.local$/),
    fc.constantFrom(...(target.plausible.name ?? ['alice.latch.local'])).map(String),
    anyString,
  )
  const attributes = fc.oneof(
    fc.dictionary(fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/), anyString, { maxKeys: 3 }),
    fc.dictionary(anyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  )
  const timestamp = fc.oneof(
    fc.integer({ min: now - 700, max: now + 120 }),
    fc.constantFrom(-1, 0, 1.5, 1e21, Number.MAX_SAFE_INTEGER, '1700000000'),
  )
  const chainId = fc.constantFrom('eip155:1', 'eip155:31337', 'eip155:0', 'solana:x', '')
  return fc
    .record({
      privateKey: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => {
        bytes[0] = (bytes[0] ?? 0) % 0xfe || 1 // keep it below the curve order
        return `0x${Buffer.from(bytes).toString('hex')}` as const
      }),
      message: fc
        .tuple(name, attributes, timestamp, chainId)
        .map(([nameValue, attributesValue, time, chain]) => {
          const fields = {
            action,
            service: '127.0.0.1:8787',
            suffix: '.latch.local',
            name: nameValue,
            address: '{address}',
            chainId: chain,
            coinType: chain === 'eip155:1' ? 60 : 2147483648 + 31337,
            attributes: attributesValue,
            timestamp: time,
          }
          // a time toNameMessage cannot write goes out as the bare JSON, which the service must refuse
          return Number.isSafeInteger(time) && Math.abs(time as number) < 1e11
            ? toNameMessage(fields as NameMessage)
            : JSON.stringify(fields)
        }),
      coinType: fc.oneof(fc.constantFrom(60, 2147483648 + 31337, 2 ** 32, -60, '60'), fc.integer()),
      otherAddress: fc.option(fc.constant('0x1111111111111111111111111111111111111111' as const), {
        freq: 5,
        nil: undefined,
      }),
    })
    .map((register) => ({ register }))
}

/**
 * The fuzzer's requests for one operation of the OpenAPI document: its method (sometimes another one,
 * OPTIONS or HEAD), path parameters, query parameters and JSON body built from its schemas, mixed with
 * hostile values (broken percent-escapes, unicode, huge values, wrong types, other encodings), and
 * headers such as Origin, Content-Type and Sec-Fetch-*.
 *
 * @example
 * fc.sample(fuzzRequestArbitrary(operation, { projectId: 'p', allowedOrigin: 'http://127.0.0.1:5173', plausible: {} }), 1)
 */
export function fuzzRequestArbitrary(operation: ApiOperation, target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant(operation.method), weight: 12 },
    { arbitrary: fc.constantFrom('OPTIONS', 'HEAD', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'), weight: 2 },
  )
  // Built once: building arbitraries per sample (inside chain) costs more than the requests.
  const path = pathArbitrary(operation, target)
  const query = queryArbitrary(operation, target)
  const body = fc.option(bodyArbitrary(operation, target), { freq: operation.body ? 12 : 2, nil: undefined })
  const parts = (hasBody: boolean) =>
    fc.record({
      path,
      query,
      headers: headersArbitrary(target, hasBody, isFrameRoute(operation.path)),
      body: hasBody ? body : fc.constant(undefined),
    })
  const withBody = parts(true)
  const withoutBody = parts(false)
  return method.chain((chosen) =>
    (chosen === 'GET' || chosen === 'HEAD' ? withoutBody : withBody).map(
      ({ path, query, headers, body }) => ({
        method: chosen,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body === undefined ? {} : { body }),
      }),
    ),
  )
}

// POST /v1/paymaster/{chainId} as JSON-RPC, in-process on the real app: the answers' exact shapes, the
// signature over the hash the paymaster checks, and every refusal as a JSON-RPC error with its data.code and
// no paymaster data. A signed-in person of the embedded wallet asks for their own smart account on a real
// chain (the route reads its base fee and the account's address); the attacks are in src/attacks, the
// operations sent through a real bundler in routes/paymaster.test.ts.
import { DEVNET_PAYMASTER_SPONSOR_NAME } from '@latch/devnet'
import { decodeAbiParameters, type Hex, recoverMessageAddress, slice } from 'viem'
import { entryPoint07Address, formatUserOperationRequest } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPaymasterHash } from '../paymaster/getPaymasterHash'
import {
  PAYMASTER_RPC_ERROR_CODES,
  type PaymasterRpcErrorCode,
  paymasterErrorName,
} from '../paymaster/paymasterRpcErrors'
import { PAYMASTER_VERIFICATION_GAS_LIMIT } from '../paymaster/sponsorshipPolicy'
import { toPaymasterUserOperation } from '../paymaster/toPaymasterUserOperation'
import { expectApiError, TEST_ORIGIN, type TestRequestInit } from '../testing'
import { TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { type RpcOperation, usePaymasterWorld } from '../testing/usePaymasterWorld'

// The devnet's paymaster signer: a public test key (anvil's mnemonic at 13), never for real funds.
const SIGNER_KEY = '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd'
const FRAME_ORIGIN = TEST_FRAME_ORIGIN
/** The app's clock: 2026-01-01T00:00:00Z. */
const NOW = Date.UTC(2026, 0, 1)
const VALID_UNTIL = NOW / 1000 + 600

const world = usePaymasterWorld({ now: () => NOW })
let token: string
/** The person's own account's first operation, as viem sends it to the paymaster (gas final). */
let USER_OPERATION: RpcOperation
let ENTRY_POINT: Hex
let PAYMASTER: Hex

beforeAll(async () => {
  const person = await world.signUp(privateKeyToAccount(generatePrivateKey()))
  token = person.token
  USER_OPERATION = formatUserOperationRequest(await world.operationOf(person.account!))
  ENTRY_POINT = world.entryPoint
  PAYMASTER = world.chain.contracts.paymasterAddress
})

const request = (method: string, params: unknown[], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const stubRequest = (userOperation: object = USER_OPERATION, chainIdHex = '0x7a69') =>
  request('pm_getPaymasterStubData', [userOperation, ENTRY_POINT, chainIdHex, null])
const dataRequest = (userOperation: object = USER_OPERATION, chainIdHex = '0x7a69') =>
  request('pm_getPaymasterData', [userOperation, ENTRY_POINT, chainIdHex, {}])

/** The route in-process with the person's session (unless `init.headers` says otherwise). */
async function call(body: unknown, chainId = 31337, init: TestRequestInit = {}) {
  const response = await world.api.request(`/v1/paymaster/${chainId}`, {
    app: world.server.app,
    ...(typeof body === 'string' ? { body } : { json: body }),
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  })
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) }
}

/**
 * A refusal: HTTP 200, a JSON-RPC error with that code, message and `data.code` (default the code's name),
 * no result, no paymaster data.
 */
async function expectRpcError(
  body: unknown,
  code: PaymasterRpcErrorCode,
  message: RegExp,
  chainId = 31337,
  id: unknown = 1,
  dataCode: string = paymasterErrorName(code),
) {
  const answer = await call(body, chainId)
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    jsonrpc: '2.0',
    id,
    error: { code, message: expect.stringMatching(message), data: { code: dataCode } },
  })
  expect(answer.text).not.toMatch(/"result"|[0-9a-f]{130}/i)
}

describe('POST /v1/paymaster/{chainId}: the answers', () => {
  it('pm_getPaymasterStubData: the paymaster, stub data of the final length valid for 10 minutes, its gas limits, isFinal false, the sponsor', async () => {
    const { status, body } = await call(stubRequest())
    expect(status).toBe(200)
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        paymaster: PAYMASTER,
        paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
        paymasterVerificationGasLimit: '0x186a0',
        paymasterPostOpGasLimit: '0x0',
        isFinal: false,
        sponsor: { name: DEVNET_PAYMASTER_SPONSOR_NAME },
      },
    })
    const data = body.result.paymasterData as Hex
    expect(decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))).toEqual([
      VALID_UNTIL,
      0,
    ])
    expect(slice(data, 64)).toBe(`0x${'11'.repeat(32)}${'22'.repeat(32)}1b`)
  })

  it("pm_getPaymasterData: the signer's EIP-191 signature over the hash the paymaster checks, for the answer's own gas limits", async () => {
    // Whatever paymaster fields the operation carried (here another paymaster's), the answer's replace them.
    const carried = {
      ...USER_OPERATION,
      paymaster: `0x${'22'.repeat(20)}`,
      paymasterVerificationGasLimit: '0x1',
    }
    const { body } = await call(dataRequest(carried))
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        paymaster: PAYMASTER,
        paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
        paymasterVerificationGasLimit: '0x186a0',
        paymasterPostOpGasLimit: '0x0',
      },
    })
    const data = body.result.paymasterData as Hex
    expect(decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))).toEqual([
      VALID_UNTIL,
      0,
    ])
    const hash = getPaymasterHash({
      chainId: 31337,
      paymaster: PAYMASTER,
      validUntil: VALID_UNTIL,
      validAfter: 0,
      userOperation: {
        ...toPaymasterUserOperation(USER_OPERATION),
        paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS_LIMIT,
        paymasterPostOpGasLimit: 0n,
      },
    })
    const signer = await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) })
    expect(signer).toBe(privateKeyToAccount(SIGNER_KEY).address)
  })

  it('answers a batch in order, each request on its own, and a string id as given', async () => {
    const { body } = await call([stubRequest(), request('eth_chainId', [], 'second')])
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.objectContaining({ paymaster: PAYMASTER, isFinal: false }) },
      {
        jsonrpc: '2.0',
        id: 'second',
        error: {
          code: PAYMASTER_RPC_ERROR_CODES.METHOD_NOT_FOUND,
          message: expect.any(String),
          data: { code: 'METHOD_NOT_FOUND' },
        },
      },
    ])
  })

  it('takes the entry point in any case, and a context (ignored) or none', async () => {
    const lower = request('pm_getPaymasterStubData', [USER_OPERATION, ENTRY_POINT.toLowerCase(), '0x7a69'])
    expect((await call(lower)).body.result.paymaster).toBe(PAYMASTER)
    const context = request('pm_getPaymasterStubData', [
      USER_OPERATION,
      ENTRY_POINT,
      '0x7a69',
      { policy: 'x' },
    ])
    expect((await call(context)).body.result.paymaster).toBe(PAYMASTER)
  })
})

describe('POST /v1/paymaster/{chainId}: refusals, each a JSON-RPC error without a signature', () => {
  const { PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, SPONSORSHIP_DENIED } =
    PAYMASTER_RPC_ERROR_CODES

  it('-32700 for a body that is not JSON', async () => {
    await expectRpcError(
      '{"jsonrpc": "2.0",',
      PARSE_ERROR,
      /^Parse error: the body is not JSON\.$/,
      31337,
      null,
    )
  })

  it.each([
    ['an object without the envelope', { hello: 'world' }, null],
    ['another JSON-RPC version', { ...stubRequest(), jsonrpc: '1.0' }, 1],
    ['no id (a notification)', { jsonrpc: '2.0', method: 'pm_getPaymasterStubData', params: [] }, null],
    ['an object as id', { ...stubRequest(), id: { x: 1 } }, null],
    ['a member JSON-RPC does not have', { ...stubRequest(), extra: true }, 1],
    ['a number', 42, null],
    ['null', null, null],
    ['an empty batch', [], null],
    ['a batch of 11', Array.from({ length: 11 }, () => stubRequest()), null],
  ])('-32600 for %s', async (_, body, id) => {
    await expectRpcError(body, INVALID_REQUEST, /^Invalid request: /, 31337, id)
  })

  it('-32601 for a method other than the two of ERC-7677, naming them', async () => {
    await expectRpcError(
      request('eth_sendUserOperation', [USER_OPERATION, ENTRY_POINT]),
      METHOD_NOT_FOUND,
      /^Method not found: eth_sendUserOperation\. This paymaster answers pm_getPaymasterStubData and pm_getPaymasterData \(ERC-7677\)\.$/,
    )
  })

  it('-32602 for an entry point other than the configured one, naming it', async () => {
    await expectRpcError(
      request('pm_getPaymasterData', [USER_OPERATION, entryPoint07Address, '0x7a69']),
      INVALID_PARAMS,
      new RegExp(
        `^Invalid params: the paymaster of chain 31337 serves EntryPoint ${ENTRY_POINT}, not ${entryPoint07Address}\\.$`,
      ),
    )
  })

  it("-32602 for a chain id other than the path's", async () => {
    await expectRpcError(
      stubRequest(USER_OPERATION, '0x7a6a'),
      INVALID_PARAMS,
      /^Invalid params: the chain id 0x7a6a \(31338\) is not this route's chain 31337: send it to \/v1\/paymaster\/31338\.$/,
    )
  })

  it('-32001 PAYMASTER_NOT_CONFIGURED for a chain without a paymaster, and on a service with none at all', async () => {
    await expectRpcError(
      stubRequest(USER_OPERATION, '0x7a6a'),
      SPONSORSHIP_DENIED,
      /^Sponsorship denied: no paymaster is configured for chain 31338 on this service\.$/,
      31338,
      1,
      'PAYMASTER_NOT_CONFIGURED',
    )
    const bare = world.api.createApp({ paymasters: undefined, rateLimit: false, now: () => NOW })
    const response = await world.api.request('/v1/paymaster/31337', {
      json: dataRequest(),
      app: bare,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await response.json()).toMatchObject({
      error: { code: SPONSORSHIP_DENIED, data: { code: 'PAYMASTER_NOT_CONFIGURED' } },
    })
  })

  it('-32001 SESSION_REQUIRED without a session, before anything of the configuration is said', async () => {
    for (const headers of [{ authorization: '' }, { authorization: `Bearer ${'A'.repeat(43)}` }]) {
      for (const [body, chainId] of [
        [dataRequest(), 31337],
        [stubRequest(USER_OPERATION, '0x7a6a'), 31338],
        [request('pm_getPaymasterData', [USER_OPERATION, entryPoint07Address, '0x7a69']), 31337],
      ] as const) {
        const answer = await call(body, chainId, { headers })
        expect(answer.body.error).toEqual({
          code: SPONSORSHIP_DENIED,
          message:
            'Sponsorship denied: sign in to the embedded wallet first (Authorization: Bearer <session token>).',
          data: { code: 'SESSION_REQUIRED' },
        })
      }
    }
  })

  it.each([
    ['a sender that is not an address', { sender: '0x1234' }, /userOperation\.sender: must be an address/],
    [
      'a mixed-case factory with a wrong checksum',
      { factory: '0x207446cdF7FB4f25E4ad118517032677462c6358' },
      /userOperation\.factory: must be an address with a valid EIP-55 checksum/,
    ],
    ['a nonce as a number', { nonce: 5 }, /userOperation\.nonce: /],
    [
      'a gas limit over 128 bits',
      { callGasLimit: `0x1${'0'.repeat(32)}` },
      /userOperation\.callGasLimit: must be a hex quantity of at most 128 bits/,
    ],
    ['odd-length call data', { callData: '0xabc' }, /userOperation\.callData: must be hex bytes/],
    ['a v0.6 field', { initCode: '0x' }, /userOperation: Unrecognized key: "initCode"/],
    ['EIP-7702 authorization', { eip7702Auth: {} }, /userOperation: Unrecognized key: "eip7702Auth"/],
    [
      'factory data without a factory',
      { factory: undefined },
      /userOperation\.factoryData: factoryData needs a factory/,
    ],
    ['no sender', { sender: undefined }, /userOperation\.sender: /],
  ])('-32602 for a malformed user operation: %s', async (_, change, message) => {
    await expectRpcError(dataRequest({ ...USER_OPERATION, ...change }), INVALID_PARAMS, message)
    await expectRpcError(stubRequest({ ...USER_OPERATION, ...change }), INVALID_PARAMS, message)
  })

  it('-32602 when pm_getPaymasterData lacks a field it signs over (the stub takes the operation without it)', async () => {
    const { maxFeePerGas: _, ...withoutFee } = USER_OPERATION
    await expectRpcError(
      dataRequest(withoutFee),
      INVALID_PARAMS,
      /^Invalid params: userOperation\.maxFeePerGas: is required: pm_getPaymasterData approves the final operation/,
    )
    expect((await call(stubRequest(withoutFee))).body.result.isFinal).toBe(false)
  })

  // the bodies are made in the test: the operation exists once the person signed up
  it.each([
    [
      'no params',
      () => ({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData' }),
      /^Invalid params: params: /,
    ],
    [
      'params as an object',
      () => request('pm_getPaymasterStubData', {} as unknown[]),
      /^Invalid params: params: /,
    ],
    [
      'too few params',
      () => request('pm_getPaymasterStubData', [USER_OPERATION]),
      /^Invalid params: params: /,
    ],
    [
      'too many params',
      () => request('pm_getPaymasterStubData', [USER_OPERATION, ENTRY_POINT, '0x7a69', null, 1]),
      /^Invalid params: params: /,
    ],
    [
      'a chain id in decimal',
      () => stubRequest(USER_OPERATION, '31337'),
      /^Invalid params: chainId: must be a hex quantity/,
    ],
    [
      'an entry point that is not an address',
      () => request('pm_getPaymasterStubData', [USER_OPERATION, 'v0.8', '0x7a69']),
      /^Invalid params: entryPoint: must be an address/,
    ],
    [
      'a context that is not an object',
      () => request('pm_getPaymasterStubData', [USER_OPERATION, ENTRY_POINT, '0x7a69', 'x']),
      /^Invalid params: context: /,
    ],
  ])('-32602 for %s', async (_, body, message) => {
    await expectRpcError(body(), INVALID_PARAMS, message)
  })
})

describe('POST /v1/paymaster/{chainId}: HTTP, as every route', () => {
  it('refuses a path chain id that is not a decimal chain id, a missing project and a body that is not JSON', async () => {
    await expectApiError(
      await world.api.request('/v1/paymaster/0x7a69', { json: stubRequest() }),
      400,
      'INVALID_PARAMS',
    )
    await expectApiError(
      await world.api.request('/v1/paymaster/0', { json: stubRequest() }),
      400,
      'INVALID_PARAMS',
    )
    await expectApiError(
      await world.api.request('/v1/paymaster/31337', { json: stubRequest(), projectId: null }),
      400,
      'PROJECT_ID_MISSING',
    )
    await expectApiError(
      await world.api.request('/v1/paymaster/31337', {
        body: JSON.stringify(stubRequest()),
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    await expectApiError(await world.api.request('/v1/paymaster/31337'), 404, 'NOT_FOUND')
  })

  it("answers the project's pages and the embedded wallet's frame (preflight, with the bearer token, and call), and no other origin", async () => {
    const app = world.server.app
    for (const origin of [TEST_ORIGIN, FRAME_ORIGIN]) {
      const preflight = await world.api.request('/v1/paymaster/31337', {
        app,
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type')
      const response = await world.api.request('/v1/paymaster/31337', {
        app,
        json: stubRequest(),
        headers: { origin, authorization: `Bearer ${token}` },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect((await response.json()).result.paymaster).toBe(PAYMASTER)
    }
    const stranger = { origin: 'http://evil.test' }
    await expectApiError(
      await world.api.request('/v1/paymaster/31337', { app, json: stubRequest(), headers: stranger }),
      403,
      'ORIGIN_NOT_ALLOWED',
    )
    // The frame's origin opens the paymaster only, not the project's other routes.
    await expectApiError(
      await world.api.request('/getAnalyticsConfig', { app, headers: { origin: FRAME_ORIGIN } }),
      403,
      'ORIGIN_NOT_ALLOWED',
    )
  })

  it('documents the route and its JSON-RPC request in the OpenAPI document', async () => {
    const document = await (await world.api.request('/openapi.json', { projectId: null })).json()
    expect(
      document.paths['/v1/paymaster/{chainId}'].post.requestBody.content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/PaymasterRpcRequest',
    })
    expect(document.components.schemas.PaymasterRpcRequest.properties.method.enum).toEqual([
      'pm_getPaymasterStubData',
      'pm_getPaymasterData',
    ])
    expect(document.paths['/v1/paymaster/{chainId}'].post.security).toEqual([{ emailSession: [] }])
    expect(document.paths['/v1/paymaster/{chainId}'].post.description).toContain(
      '-32003 BUDGET_EXCEEDED (data.code USER_DAILY_BUDGET_EXCEEDED, PROJECT_DAILY_BUDGET_EXCEEDED)',
    )
  })
})

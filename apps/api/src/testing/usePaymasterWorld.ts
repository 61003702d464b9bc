import { randomBytes } from 'node:crypto'
import { devnetPaymasterSettings, toDevnetSmartAccount } from '@latch/devnet'
import { type Address, type Hex, type LocalAccount, parseGwei } from 'viem'
import type { formatUserOperationRequest, UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, expect } from 'vitest'
import { configurePaymasters, type PaymasterConfig } from '../paymaster/configurePaymasters'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer'
import { signInByEmail, TEST_FRAME_ORIGIN } from './signInByEmail'
import { type DevnetSmartAccount, type PaymasterChain, startPaymasterChain } from './startPaymasterChain'
import { useMailSink } from './useMailSink'
import { useTestApi } from './useTestApi'

/** The chain of the paymaster attacks (the devnet's first chain id). */
export const WORLD_CHAIN_ID = 31337

export interface UsePaymasterWorldOptions {
  /** Settings of the chain's paymaster over the devnet's own (LATCH_PAYMASTERS' entry): caps, budgets. */
  paymaster?: Partial<PaymasterConfig>
  /** The services' clock (default the real one). */
  now?: () => number
}

/** A user operation as the route takes it (viem's RPC format: hex quantities). */
export type RpcOperation = ReturnType<typeof formatUserOperationRequest>

/**
 * The money route's world for an attack test: a real chain with the devnet's ERC-4337 contracts
 * (`startPaymasterChain`), the services on a real port sponsoring on it, a mail sink for email logins.
 *
 * @example
 * const world = usePaymasterWorld({ paymaster: { userDailyBudgetWei: '10000000000000000' } })
 * const answer = await world.askPaymaster(paymasterDataRequest(operation, entryPoint), { token })
 */
export function usePaymasterWorld(options: UsePaymasterWorldOptions = {}) {
  const mail = useMailSink()
  const api = useTestApi()
  let started: { chain: PaymasterChain; server: StartApiServerReturnType } | undefined
  const world = () => {
    if (!started) throw new Error('usePaymasterWorld: not started yet (use it inside tests).')
    return started
  }

  beforeAll(async () => {
    const chain = await startPaymasterChain(WORLD_CHAIN_ID)
    const [settings] = devnetPaymasterSettings([{ id: WORLD_CHAIN_ID, ...chain.contracts }])
    try {
      const server = await startApiServer({
        database: api.database,
        chains: [{ id: WORLD_CHAIN_ID, name: 'Latch Devnet', rpcUrl: chain.rpcUrl, confirmations: 0 }],
        seedWallets: false,
        indexer: false,
        rateLimit: false,
        frameOrigins: [TEST_FRAME_ORIGIN],
        mailer: mail.mailer,
        recoverySecret: randomBytes(32),
        paymasters: configurePaymasters([{ ...settings!, ...options.paymaster }]),
        ...(options.now ? { now: options.now } : {}),
      })
      started = { chain, server }
    } catch (error) {
      await chain.stop()
      throw error
    }
  }, 60_000)
  afterAll(async () => {
    await started?.server.stop()
    await started?.chain.stop()
  })

  let users = 0
  return {
    api,
    get chain() {
      return world().chain
    },
    get server() {
      return world().server
    },
    get entryPoint() {
      return world().chain.contracts.entryPointAddress
    },

    /**
     * A person signed in to the embedded wallet (a real email login from the frame's origin) whose wallet
     * is `owner`: the bearer token, the user id, and their smart account on the chain.
     */
    async signUp(owner: LocalAccount, options: { wallet?: boolean } = {}) {
      const n = ++users
      const app = world().server.app
      const session = await signInByEmail(api, mail, {
        email: `paymaster${n}-${randomBytes(3).toString('hex')}@example.com`,
        deviceId: `device-paymaster-${n}`,
        app,
      })
      if (options.wallet === false) return { token: session.token, userId: session.user.id }
      const stored = await api.request('/v1/auth/wallet', {
        app,
        method: 'PUT',
        headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${session.token}` },
        json: {
          address: owner.address,
          authShare: Buffer.from('auth').toString('base64'),
          recoveryShare: Buffer.from('recovery').toString('base64'),
        },
      })
      if (stored.status !== 201) throw new Error(`PUT /v1/auth/wallet answered ${stored.status}`)
      const account = await toDevnetSmartAccount(world().chain.client, owner)
      return { token: session.token, userId: session.user.id, account }
    },

    /**
     * `account`'s next operation (its factory while counterfactual), a no-op call with modest gas limits and
     * a fee of the base fee plus 1 gwei: what the route signs unless `overrides` push it past a rule.
     */
    async operationOf(
      account: DevnetSmartAccount,
      overrides: Partial<UserOperation<'0.8'>> = {},
    ): Promise<UserOperation<'0.8'>> {
      const factoryArgs = (await account.isDeployed()) ? {} : await account.getFactoryArgs()
      return {
        sender: account.address,
        nonce: await account.getNonce(),
        ...factoryArgs,
        callData: await account.encodeCalls([{ to: account.address, value: 0n }]),
        callGasLimit: 100_000n,
        verificationGasLimit: 500_000n,
        preVerificationGas: 60_000n,
        maxFeePerGas: (await world().chain.baseFee()) + parseGwei('1'),
        maxPriorityFeePerGas: parseGwei('1'),
        signature: '0x',
        ...overrides,
      }
    },

    /**
     * `POST /v1/paymaster/{chainId}` as raw HTTP with only the headers given (no Origin unless said): the
     * status, the body as text and the parsed JSON-RPC answer.
     */
    async askPaymaster(
      body: unknown,
      init: { token?: string; headers?: Record<string, string>; chainId?: number; projectId?: string } = {},
    ) {
      const path = `/v1/paymaster/${init.chainId ?? WORLD_CHAIN_ID}?projectId=${init.projectId ?? api.project.id}`
      const response = await fetch(`${world().server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, text, body: JSON.parse(text) }
    },
  }
}

/** ERC-7677's `pm_getPaymasterData` for `operation` on the world's chain. */
export const paymasterDataRequest = (
  operation: RpcOperation,
  entryPoint: Address,
  id: number | string = 1,
  chainId = WORLD_CHAIN_ID,
) => ({
  jsonrpc: '2.0',
  id,
  method: 'pm_getPaymasterData',
  params: [operation, entryPoint, `0x${chainId.toString(16)}`, {}],
})

/** ERC-7677's `pm_getPaymasterStubData` for `operation` on the world's chain. */
export const paymasterStubRequest = (
  operation: RpcOperation,
  entryPoint: Address,
  id: number | string = 1,
) => ({
  ...paymasterDataRequest(operation, entryPoint, id),
  method: 'pm_getPaymasterStubData',
})

/** The operation with the paymaster fields of a `pm_getPaymasterData` result, as it is sent. */
export function withPaymasterResult(
  operation: UserOperation<'0.8'>,
  result: {
    paymaster: string
    paymasterData: string
    paymasterVerificationGasLimit: string
    paymasterPostOpGasLimit: string
  },
): UserOperation<'0.8'> {
  return {
    ...operation,
    paymaster: result.paymaster as Address,
    paymasterData: result.paymasterData as Hex,
    paymasterVerificationGasLimit: BigInt(result.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: BigInt(result.paymasterPostOpGasLimit),
  }
}

/**
 * A refusal as the route answers it: HTTP 200, a JSON-RPC error with `code`, `data.code` and a message
 * matching `message`, no result, and nothing like a signature anywhere in the body.
 */
export function expectPaymasterRefusal(
  answer: { status: number; text: string; body: unknown },
  expected: { code: number; dataCode: string; message?: RegExp; id?: number | string },
): void {
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    jsonrpc: '2.0',
    id: expected.id ?? 1,
    error: {
      code: expected.code,
      message: expected.message ? expect.stringMatching(expected.message) : expect.any(String),
      data: { code: expected.dataCode },
    },
  })
  expect(answer.text).not.toMatch(/"result"|paymasterData|[0-9a-f]{130}/i)
}

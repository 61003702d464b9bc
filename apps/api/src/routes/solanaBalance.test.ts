import {
  devnetPrices,
  devnetSolanaSettings,
  SOLANA_DEVNET_ADDRESSES,
  SOLANA_DEVNET_KEYS,
  SOLANA_DEVNET_SOL_USD,
  type StartDevnetSolanaReturnType,
  sendSolanaTransaction,
  startDevnetSolana,
} from '@latch/devnet'
import {
  AccountRole,
  type AccountSignerMeta,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()
let solana: StartDevnetSolanaReturnType
let app: ApiApp

beforeAll(async () => {
  solana = await startDevnetSolana()
  app = api.createApp({ prices: devnetPrices([], solana), solana: devnetSolanaSettings(solana) })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
}
async function balances(address: string, query: Record<string, string> = {}, on: ApiApp = app) {
  const response = await api.request(`/v1/account/${address}/balance`, { app: on, query })
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: Balance[] }).balances
}
const caip10 = (address: string) => `${solana.caipNetworkId}:${address}`
const mint = (symbol: string) => solana.mints.find((candidate) => candidate.symbol === symbol)!

describe('GET /v1/account/solana:<reference>:<address>/balance', () => {
  it('answers SOL first (9 decimals, no address), then each SPL mint held, priced from the table; LPTS (zero decimals) is filtered out', async () => {
    // Account 1: 100 SOL + 1.5 from account 0, less the fee of its LUSD send back (5000 lamports);
    // LUSD 10 000 + 25.5 - 5; LPTS 1 000 (zero decimals).
    const sol = Number('101.499995')
    expect(await balances(caip10(SOLANA_DEVNET_ADDRESSES[1]))).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: solana.caipNetworkId,
        value: sol * SOLANA_DEVNET_SOL_USD,
        price: SOLANA_DEVNET_SOL_USD,
        quantity: { decimals: '9', numeric: '101.499995' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/SOL\?projectId=test-/),
      },
      {
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: solana.caipNetworkId,
        address: caip10(mint('LUSD').address),
        value: 10_020.5,
        price: 1,
        quantity: { decimals: '6', numeric: '10020.5' },
        iconUrl: expect.stringContaining('/public/getTokenImage/LUSD'),
      },
    ])
  })

  it('answers the same for a base58 address with chainId=solana:<reference>, and prices in another currency', async () => {
    const [sol, lusd] = await balances(SOLANA_DEVNET_ADDRESSES[0], {
      chainId: solana.caipNetworkId,
      currency: 'EUR',
    })
    expect(sol).toMatchObject({ symbol: 'SOL', price: SOLANA_DEVNET_SOL_USD * 0.9 })
    expect(lusd).toMatchObject({ symbol: 'LUSD', price: 0.9, quantity: { decimals: '6', numeric: '9979.5' } })
    expect(lusd?.value).toBeCloseTo(9979.5 * 0.9, 6)
  })

  it('answers only SOL for an account with no token, and 0 SOL for an account the cluster never saw', async () => {
    expect(await balances(caip10(SOLANA_DEVNET_ADDRESSES[2]))).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        value: 100 * SOLANA_DEVNET_SOL_USD,
        quantity: { decimals: '9', numeric: '100' },
      }),
    ])
    const unseen = caip10((await generateKeyPairSigner()).address)
    expect(await balances(unseen)).toEqual([
      expect.objectContaining({ symbol: 'SOL', value: 0, quantity: { decimals: '9', numeric: '0' } }),
    ])
  })

  it('reads the cluster at every call: a transfer shows in the next answer, without forceUpdate', async () => {
    const solOf = async (index: 3 | 4) =>
      (await balances(caip10(SOLANA_DEVNET_ADDRESSES[index])))[0]?.quantity.numeric
    expect([await solOf(3), await solOf(4)]).toEqual(['100', '100'])
    // A System Program transfer (instruction 2, then the lamports, little-endian) of 2 SOL from 3 to 4.
    const source = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(SOLANA_DEVNET_KEYS[3], 'hex'))
    const from: AccountSignerMeta = {
      address: source.address,
      role: AccountRole.WRITABLE_SIGNER,
      signer: source,
    }
    const data = Buffer.alloc(12)
    data.writeUInt32LE(2, 0)
    data.writeBigUInt64LE(2_000_000_000n, 4)
    await sendSolanaTransaction(createSolanaRpc(solana.rpcUrl), {
      feePayer: source,
      instructions: [
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [from, { address: address(SOLANA_DEVNET_ADDRESSES[4]), role: AccountRole.WRITABLE }],
          data,
        },
      ],
    })
    expect([await solOf(3), await solOf(4)]).toEqual(['97.999995', '102'])
  })

  it('names a mint the table does not know as an unknown ERC-20 is named: Unknown token, ???, price 0', async () => {
    const unpriced = api.createApp({ solana: devnetSolanaSettings(solana) })
    const [sol, lusd] = await balances(caip10(SOLANA_DEVNET_ADDRESSES[1]), {}, unpriced)
    expect(sol).toMatchObject({ name: 'Solana', symbol: 'SOL', price: 0, value: 0 })
    expect(lusd).toEqual({
      name: 'Unknown token',
      symbol: '???',
      chainId: solana.caipNetworkId,
      address: caip10(mint('LUSD').address),
      value: 0,
      price: 0,
      quantity: { decimals: '6', numeric: '10020.5' },
      iconUrl: expect.stringContaining('/public/getTokenImage/---'),
    })
  })

  it('is listed by GET /v1/supported-chains after the eip155 chains', async () => {
    const response = await api.request('/v1/supported-chains', { app })
    expect(await response.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', solana.caipNetworkId],
      ws: [],
    })
  })

  it('answers 503 SERVICE_UNAVAILABLE, as eip155 does, when the cluster cannot be read', async () => {
    const down = api.createApp({
      solana: {
        clusters: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: 'http://127.0.0.1:1/key', name: 'down' }],
      },
    })
    const response = await api.request(`/v1/account/${caip10(SOLANA_DEVNET_ADDRESSES[1])}/balance`, {
      app: down,
    })
    const body = await expectApiError(response, 503, 'SERVICE_UNAVAILABLE')
    expect(body.message).toContain(`Chain ${solana.caipNetworkId} cannot be read right now`)
    expect(body.message).not.toContain('/key')
  })

  const OTHER_CLUSTER = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  it.each([
    [
      'an address that is not base58',
      400,
      'INVALID_PARAMS',
      (): string => caip10('0OIl'.repeat(10)),
      {},
      /^address: must be a Solana address/,
    ],
    [
      '44 base58 characters that are not 32 bytes',
      400,
      'INVALID_PARAMS',
      (): string => caip10('z'.repeat(44)),
      {},
      /^address: must be a Solana address/,
    ],
    [
      'a cluster id that is not one',
      400,
      'INVALID_PARAMS',
      (): string => `solana:abc:${SOLANA_DEVNET_ADDRESSES[1]}`,
      {},
      /^address: must name a Solana cluster/,
    ],
    [
      'a base58 address without chainId',
      400,
      'INVALID_PARAMS',
      (): string => SOLANA_DEVNET_ADDRESSES[1],
      {},
      /^address: a Solana address needs chainId/,
    ],
    [
      'a cluster that is not served',
      400,
      'CHAIN_NOT_SUPPORTED',
      (): string => `${OTHER_CLUSTER}:${SOLANA_DEVNET_ADDRESSES[1]}`,
      {},
      /^solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served \(served: solana:/,
    ],
    [
      'chainId of a cluster that is not served',
      400,
      'CHAIN_NOT_SUPPORTED',
      (): string => SOLANA_DEVNET_ADDRESSES[1],
      { chainId: OTHER_CLUSTER },
      /is not served/,
    ],
    [
      'a chainId that differs from the account',
      400,
      'INVALID_QUERY',
      (): string => caip10(SOLANA_DEVNET_ADDRESSES[1]),
      { chainId: OTHER_CLUSTER },
      /^chainId: differs/,
    ],
    [
      'an EVM account on a Solana cluster',
      400,
      'INVALID_QUERY',
      (): string => '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      { chainId: '<cluster>' },
      /needs a Solana account/,
    ],
  ] as const)('answers %s with %i %s', async (_, status, code, address, query, message) => {
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value === '<cluster>' ? solana.caipNetworkId : value,
      ]),
    )
    const response = await api.request(`/v1/account/${address()}/balance`, { app, query: resolved })
    const body = await expectApiError(response, status, code)
    expect(body.message).toMatch(message)
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
  devnetPrices,
  FIXTURE_ARTIFACTS,
  type StartDevnetReturnType,
  startDevnet,
} from '@latch/devnet'
import { createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_TOKENS_READ } from '../balances/listHeldTokens'
import { getChainClient } from '../chain/getChainClient'
import { accountTokens, tokens } from '../db/schema'
import type { ApiApp, ApiChain } from '../http/types'
import { syncChain } from '../indexer/syncChain'
import { expectApiError, useTestApi } from '../testing'
import { NATIVE_TOKEN_ADDRESS } from './postFungiblePrice'

const api = useTestApi()
let devnet: StartDevnetReturnType
let chains: ApiChain[]
let app: ApiApp

beforeAll(async () => {
  devnet = await startDevnet({ accountAbstraction: false })
  chains = devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl, confirmations: 0 }))
  app = api.createApp({ chains, prices: devnetPrices(devnet.chains), balanceMaxAgeMs: 60_000 })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const wallet = (key: number) =>
  createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[key]!),
    transport: http(chainA().rpcUrl),
  }).extend(publicActions)

interface Balance {
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
}
async function balances(address: string, query: Record<string, string> = { chainId: 'eip155:31337' }) {
  const response = await api.request(`/v1/account/${address}/balance`, { app, query })
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: Balance[] }).balances
}

describe('GET /v1/account/{address}/balance', () => {
  it('answers the native currency first, then each ERC-20 held, priced from the table, largest value first; LPTS (zero decimals, priced) is left out', async () => {
    const [lusd, lgld] = chainA().tokens
    expect(await balances(DEVNET_ADDRESSES[2])).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/ETH\?projectId=test-/),
      },
      {
        name: 'Latch Gold',
        symbol: 'LGLD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${lgld!.address}`,
        value: 240_000,
        price: 2400,
        quantity: { decimals: '18', numeric: '100' },
        iconUrl: expect.stringContaining('/public/getTokenImage/LGLD'),
      },
      {
        name: 'Latch USD',
        symbol: 'LUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${lusd!.address}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: expect.stringContaining('/public/getTokenImage/LUSD'),
      },
    ])
  })

  it('prices in another currency of the table', async () => {
    const [eth] = await balances(DEVNET_ADDRESSES[2], { chainId: 'eip155:31337', currency: 'EUR' })
    expect(eth).toMatchObject({ price: 2700, value: 27_000_000 })
  })

  it('reuses the stored read for its freshness window; forceUpdate reads the chain at once', async () => {
    const lusd = chainA().tokens[0]!
    const lusdOf = async (query: Record<string, string> = {}) =>
      (await balances(DEVNET_ADDRESSES[1], { chainId: 'eip155:31337', ...query })).find(
        (b) => b.symbol === 'LUSD',
      )
    expect((await lusdOf())?.quantity.numeric).toBe('10000')
    const hash = await wallet(1).writeContract({
      address: lusd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [DEVNET_ADDRESSES[5], parseUnits('5', 6)],
      chain: null,
    })
    await wallet(1).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect((await lusdOf())?.quantity.numeric).toBe('10000')
    expect((await lusdOf({ forceUpdate: 'true' }))?.quantity.numeric).toBe('9995')
    expect((await lusdOf())?.quantity.numeric).toBe('9995')
    const other = await api.database.openAnother()
    const b = api.createApp(
      { chains, prices: devnetPrices(devnet.chains), balanceMaxAgeMs: 60_000 },
      other.db,
    )
    const fromB = await api.request(`/v1/account/${DEVNET_ADDRESSES[1]}/balance`, {
      app: b,
      query: { chainId: 'eip155:31337' },
    })
    expect(JSON.stringify(await fromB.json())).toContain('"numeric":"9995"')
  })

  it('honours forceUpdate once per 10 s per chain and address; more often it answers the stored read', async () => {
    const clock = { now: Date.now() }
    const timed = api.createApp({
      chains,
      prices: devnetPrices(devnet.chains),
      balanceMaxAgeMs: 60_000,
      now: () => clock.now,
    })
    const ethOf = async () => {
      const response = await api.request(`/v1/account/${DEVNET_ADDRESSES[6]}/balance`, {
        app: timed,
        query: { chainId: 'eip155:31337', forceUpdate: 'true' },
      })
      expect(response.status).toBe(200)
      const { balances } = (await response.json()) as { balances: Balance[] }
      return balances[0]?.quantity.numeric
    }
    const before = await ethOf()
    const hash = await wallet(6).sendTransaction({
      to: DEVNET_ADDRESSES[5],
      value: parseUnits('1', 18),
      chain: null,
    })
    await wallet(6).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(await ethOf()).toBe(before)
    clock.now += 10_000
    const after = await ethOf()
    expect(Number(after)).toBeLessThan(Number(before) - 0.99)
  })

  it('a transfer the indexer records after the stored read makes it stale: the next read goes to the chain, forced or not', async () => {
    const lgld = chainA().tokens[1]!
    const lgldOf = async (query: Record<string, string> = {}) =>
      (await balances(DEVNET_ADDRESSES[3], { chainId: 'eip155:31337', ...query })).find(
        (b) => b.symbol === 'LGLD',
      )?.quantity.numeric
    await syncChain({
      db: api.db,
      client: getChainClient(chains[0]!),
      chain: chains[0]!,
      holder: 'balance-test',
    })
    const before = await lgldOf({ forceUpdate: 'true' })
    const send = async () => {
      const hash = await wallet(3).writeContract({
        address: lgld.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [DEVNET_ADDRESSES[5], parseUnits('1', 18)],
        chain: null,
      })
      await wallet(3).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    await send()
    // Not indexed yet: the young stored read still answers, and a second forceUpdate within 10 s is refused.
    expect(await lgldOf({ forceUpdate: 'true' })).toBe(before)
    await syncChain({
      db: api.db,
      client: getChainClient(chains[0]!),
      chain: chains[0]!,
      holder: 'balance-test',
    })
    expect(Number(await lgldOf({ forceUpdate: 'true' }))).toBe(Number(before) - 1)
    await send()
    await syncChain({
      db: api.db,
      client: getChainClient(chains[0]!),
      chain: chains[0]!,
      holder: 'balance-test',
    })
    expect(Number(await lgldOf())).toBe(Number(before) - 2)
  })

  it('reads at most MAX_TOKENS_READ token balances however many contracts sent the account dust', async () => {
    const victim = privateKeyToAccount(generatePrivateKey()).address
    const dust = Array.from({ length: 120 }, (_, i) => `0x${(0xd000 + i).toString(16).padStart(40, '0')}`)
    await api.db.insert(tokens).values(
      dust.map((address) => ({
        chainId: 31337,
        address: address as `0x${string}`,
        standard: 'erc20' as const,
        decimals: 18,
      })),
    )
    // What the indexer keeps for the victim after 120 contracts sent it dust (or logged that they did).
    await api.db.insert(accountTokens).values(
      dust.map((token, i) => ({
        chainId: 31337,
        account: victim,
        token: token as `0x${string}`,
        sent: false,
        lastBlock: 1_000_000 + i,
      })),
    )
    // A real JSON-RPC hop in front of anvil that counts the balanceOf calls (eth_call) it forwards.
    let calls = 0
    const proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString()
      const messages = [JSON.parse(body)].flat() as { method: string }[]
      calls += messages.filter((message) => message.method === 'eth_call').length
      const upstream = await fetch(chainA().rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = proxy.address() as AddressInfo
      const counted = api.createApp({
        chains: [{ ...chains[0]!, rpcUrl: `http://127.0.0.1:${port}/` }],
        prices: devnetPrices(devnet.chains),
      })
      const response = await api.request(`/v1/account/${victim}/balance`, {
        app: counted,
        query: { chainId: 'eip155:31337' },
      })
      expect(response.status).toBe(200)
      expect(calls).toBeGreaterThan(0)
      expect(calls).toBeLessThanOrEqual(MAX_TOKENS_READ)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  it('lists a token the indexer saw the account receive, even without a price (price 0)', async () => {
    const deployer = wallet(3)
    const hash = await deployer.deployContract({
      ...FIXTURE_ARTIFACTS.LatchToken,
      args: ['Other Token', 'OTH', 8, [DEVNET_ADDRESSES[3]], parseUnits('42', 8)],
      chain: null,
    })
    await deployer.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await syncChain({
      db: api.db,
      client: getChainClient(chains[0]!),
      chain: chains[0]!,
      holder: 'balance-test',
    })
    const other = (
      await balances(DEVNET_ADDRESSES[3], { chainId: 'eip155:31337', forceUpdate: 'true' })
    ).find((b) => b.symbol === 'OTH')
    expect(other).toMatchObject({ price: 0, value: 0, quantity: { decimals: '8', numeric: '42' } })
  })

  it('answers every served chain when no chainId is given, and the CAIP-10 chain when one is', async () => {
    const all = await balances(DEVNET_ADDRESSES[7], {})
    expect(all.map((b) => b.chainId)).toEqual(['eip155:31337', 'eip155:31338'])
    const one = await balances(`eip155:31338:${DEVNET_ADDRESSES[7]}`, {})
    expect(one.map((b) => b.chainId)).toEqual(['eip155:31338'])
  })

  it('answers 503 SERVICE_UNAVAILABLE when the chain cannot be read and nothing was read before', async () => {
    const down = api.createApp({ chains: [{ id: 31337, name: 'down', rpcUrl: 'http://127.0.0.1:1' }] })
    const response = await api.request(`/v1/account/${DEVNET_ADDRESSES[8]}/balance`, {
      app: down,
      query: { chainId: 'eip155:31337' },
    })
    await expectApiError(response, 503, 'SERVICE_UNAVAILABLE')
  })

  it.each([
    ['a malformed address', '0x12', {}, 400, 'INVALID_PARAMS'],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', {}, 400, 'INVALID_PARAMS'],
    ['a currency that is not a code', DEVNET_ADDRESSES[0], { currency: 'us dollar' }, 400, 'INVALID_QUERY'],
    ['a currency the table lacks', DEVNET_ADDRESSES[0], { currency: 'xyz' }, 400, 'INVALID_QUERY'],
    [
      'a chain that is not served',
      DEVNET_ADDRESSES[0],
      { chainId: 'eip155:999' },
      400,
      'CHAIN_NOT_SUPPORTED',
    ],
    [
      'a non-EVM chain',
      DEVNET_ADDRESSES[0],
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      400,
      'CHAIN_NOT_SUPPORTED',
    ],
    ['a malformed chain id', DEVNET_ADDRESSES[0], { chainId: 'eip155:-1' }, 400, 'INVALID_QUERY'],
    ['forceUpdate that is not a boolean', DEVNET_ADDRESSES[0], { forceUpdate: 'yes' }, 400, 'INVALID_QUERY'],
    [
      'a CAIP-10 chain that differs from chainId',
      `eip155:1:${DEVNET_ADDRESSES[0]}`,
      { chainId: 'eip155:31337' },
      400,
      'INVALID_QUERY',
    ],
  ] as const)('answers %s with %i %s', async (_, address, query, status, code) => {
    await expectApiError(await api.request(`/v1/account/${address}/balance`, { app, query }), status, code)
  })
})

describe('POST /v1/fungible/price', () => {
  it('answers the prices of the table for CAIP-10 token ids (the native currency as 0xEeee…), leaving out unknown ones', async () => {
    const lusd = `eip155:31337:${chainA().tokens[0]!.address}`
    const native = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`
    const unknown = `eip155:31337:${DEVNET_ADDRESSES[0]}`
    const response = await api.request('/v1/fungible/price', {
      app,
      json: { currency: 'eur', addresses: [lusd, native, unknown] },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          address: lusd,
          iconUrl: expect.stringContaining('/LUSD?'),
          price: 0.9,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          address: native,
          iconUrl: expect.stringContaining('/ETH?'),
          price: 2700,
        },
      ],
    })
  })

  it.each([
    ['no addresses', { currency: 'usd', addresses: [] }],
    ['101 addresses', { currency: 'usd', addresses: Array(101).fill(`eip155:1:${DEVNET_ADDRESSES[0]}`) }],
    ['a CAIP-2 id instead of CAIP-10', { currency: 'usd', addresses: ['eip155:1'] }],
    ['an unknown namespace', { currency: 'usd', addresses: [`foo:1:${DEVNET_ADDRESSES[0]}`] }],
    ['a malformed eip155 address', { currency: 'usd', addresses: ['eip155:1:0x12'] }],
    ['an empty part', { currency: 'usd', addresses: [`eip155::${DEVNET_ADDRESSES[0]}`] }],
    ['a number as address', { currency: 'usd', addresses: [1] }],
    ['a currency the table lacks', { currency: 'xyz', addresses: [`eip155:1:${DEVNET_ADDRESSES[0]}`] }],
    ['a number as currency', { currency: -5, addresses: [`eip155:1:${DEVNET_ADDRESSES[0]}`] }],
    ['no currency', { addresses: [`eip155:1:${DEVNET_ADDRESSES[0]}`] }],
  ])('answers %s with 400 INVALID_BODY', async (_, json) => {
    await expectApiError(await api.request('/v1/fungible/price', { app, json }), 400, 'INVALID_BODY')
  })

  it('wants a JSON body under the size limit', async () => {
    await expectApiError(
      await api.request('/v1/fungible/price', {
        app,
        body: 'usd',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    const huge = { currency: 'usd', addresses: ['x'.repeat(70 * 1024)] }
    await expectApiError(
      await api.request('/v1/fungible/price', { app, json: huge }),
      413,
      'PAYLOAD_TOO_LARGE',
    )
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Network, TokenBalanceUnavailableError } from '@latch/core'
import { startAnvil } from '@latch/devnet'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: Awaited<ReturnType<typeof startAnvil>>
const proxies: Server[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(async () => {
  for (const server of proxies.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

function anvilNetwork(rpcUrl: string): Network {
  return {
    id: 31337,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrl,
  }
}

/**
 * A real HTTP proxy in front of anvil. `failWith(n)` gives the HTTP status to answer the n-th
 * request with (1-based), 'garbage' for a 200 whose results are not hex, or undefined to pass it
 * through to anvil.
 */
async function startProxy(failWith: (n: number) => number | 'garbage' | undefined) {
  let requests = 0
  const server = createServer(async (req, res) => {
    requests += 1
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const status = failWith(requests)
    if (status === 'garbage') {
      const calls = [JSON.parse(Buffer.concat(chunks).toString())].flat() as { id: number }[]
      const answers = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: 42 }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers))
      return
    }
    if (status) {
      res.writeHead(status, { 'content-type': 'text/plain' }).end('proxy says no')
      return
    }
    const upstream = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
  })
  proxies.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests: () => requests }
}

describe('getBalance', () => {
  it('reads the native balance over the network RPC: 10000 ETH for the default anvil account', async () => {
    const balance = await createEvmAdapter().getBalance({
      address: ACCOUNT_0,
      network: anvilNetwork(anvil.url),
    })
    expect(balance).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
  })

  it('accepts a lower-case address', async () => {
    const balance = await createEvmAdapter().getBalance({
      address: ACCOUNT_0.toLowerCase(),
      network: anvilNetwork(anvil.url),
    })
    expect(balance.value).toBe(parseEther('10000'))
  })

  it('reuses one client per rpcUrl, so calls in the same tick go out as one batch', async () => {
    const proxy = await startProxy(() => undefined)
    const adapter = createEvmAdapter()
    const network = anvilNetwork(proxy.url)
    const balances = await Promise.all([
      adapter.getBalance({ address: ACCOUNT_0, network }),
      adapter.getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', network: { ...network } }),
    ])
    expect(balances.map((b) => b.value)).toEqual([parseEther('10000'), parseEther('10000')])
    expect(proxy.requests()).toBe(1)
  })

  it('spec §9: retries on HTTP 503 with backoff, then succeeds', async () => {
    const proxy = await startProxy((n) => (n <= 2 ? 503 : undefined))
    const started = Date.now()
    const balance = await createEvmAdapter().getBalance({
      address: ACCOUNT_0,
      network: anvilNetwork(proxy.url),
    })
    expect(balance.value).toBe(parseEther('10000'))
    expect(proxy.requests()).toBe(3)
    // 150 ms then 300 ms of exponential backoff
    expect(Date.now() - started).toBeGreaterThanOrEqual(440)
  })

  it('spec §9: gives up after 3 retries (4 requests) with Token Balance Unavailable', async () => {
    const proxy = await startProxy(() => 429)
    const error = await createEvmAdapter()
      .getBalance({ address: ACCOUNT_0, network: anvilNetwork(proxy.url) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(proxy.requests()).toBe(4)
  })

  it('spec §9: does not retry an HTTP 400, and fails with the cause attached', async () => {
    const proxy = await startProxy(() => 400)
    const error = await createEvmAdapter()
      .getBalance({ address: ACCOUNT_0, network: anvilNetwork(proxy.url) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(error).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
    })
    expect((error as Error).cause).toMatchObject({ status: 400 })
    expect(proxy.requests()).toBe(1)
  })

  it('fails with Token Balance Unavailable when the node answers a balance that is not hex', async () => {
    const proxy = await startProxy(() => 'garbage')
    const error = await createEvmAdapter()
      .getBalance({ address: ACCOUNT_0, network: anvilNetwork(proxy.url) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((error as TokenBalanceUnavailableError).details).toBe(
      'Reading the balance on eip155:31337 failed: The node answered eth_getBalance with 42.',
    )
  })

  it('fails with Token Balance Unavailable for an invalid address, without a request', async () => {
    const proxy = await startProxy(() => undefined)
    await expect(
      createEvmAdapter().getBalance({ address: '0x1234', network: anvilNetwork(proxy.url) }),
    ).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    expect(proxy.requests()).toBe(0)
  })

  it('fails with Token Balance Unavailable for a network of another namespace', async () => {
    const network: Network = {
      ...anvilNetwork(anvil.url),
      chainNamespace: 'solana',
      caipNetworkId: 'solana:x',
    }
    await expect(createEvmAdapter().getBalance({ address: ACCOUNT_0, network })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })
})

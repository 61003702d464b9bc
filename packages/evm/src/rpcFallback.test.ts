import { createLatch, type Network } from '@latch/core'
import { type RpcProxy, startAnvil, startRpcProxy } from '@latch/devnet'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let anvil: Awaited<ReturnType<typeof startAnvil>>
const endpoints: RpcProxy[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  for (const endpoint of endpoints.splice(0)) await endpoint.kill()
  await anvil?.stop()
})

/**
 * A real RPC endpoint in front of anvil that records what it receives; `broken` makes it answer
 * HTTP 503 to everything (an unstable node), `kill()` takes it off the network.
 */
async function startEndpoint(options: { broken?: boolean } = {}): Promise<RpcProxy> {
  const endpoint = await startRpcProxy({ upstream: () => anvil.url, broken: options.broken })
  endpoints.push(endpoint)
  return endpoint
}

/** The JSON-RPC methods an endpoint received, in order. */
const methodsOf = (endpoint: RpcProxy) => endpoint.calls.map((call) => call.method)

const balanceReads = (endpoint: RpcProxy) => methodsOf(endpoint).filter((m) => m === 'eth_getBalance').length

/** The network as createLatch resolves it from a host config listing several RPC URLs. */
function networkOver(rpcUrls: string[]): Network {
  const latch = createLatch({
    storage: null,
    networks: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: rpcUrls,
      },
    ],
  })
  const [network] = latch.config.networks
  if (!network) throw new Error('no network resolved')
  return network
}

describe('spec §9: the RPC fallback transport across a network’s RPC URLs', () => {
  it('keeps reading when the endpoint in use is killed mid-use: the other one answers', async () => {
    const first = await startEndpoint()
    const second = await startEndpoint()
    const adapter = createEvmAdapter()
    const network = networkOver([first.url, second.url])
    expect(network.rpcUrls).toEqual([first.url, second.url])

    const before = await adapter.getBalance({ address: ACCOUNT_0, network })
    expect(before.value).toBe(parseEther('10000'))
    const used = balanceReads(first) > 0 ? first : second
    const other = used === first ? second : first
    await used.kill()
    const readsBefore = balanceReads(other)

    for (let read = 0; read < 3; read += 1) {
      const after = await adapter.getBalance({ address: ACCOUNT_0, network })
      expect(after).toEqual({ value: parseEther('10000'), decimals: 18, symbol: 'ETH' })
    }
    expect(balanceReads(other) - readsBefore).toBe(3)
  })

  it('ranks by stability: once pinged, an endpoint that fails every ping is no longer asked first', async () => {
    const unstable = await startEndpoint({ broken: true })
    const stable = await startEndpoint()
    const adapter = createEvmAdapter()
    // the unstable endpoint is listed first: without the ranking every read would try it first
    const network = networkOver([unstable.url, stable.url])
    const read = () => adapter.getBalance({ address: ACCOUNT_0, network })
    // the first read makes the client, whose ranker pings every endpoint at once and then every 4 s
    await read()
    await expect.poll(() => methodsOf(unstable).includes('net_listening')).toBe(true)
    await expect
      .poll(async () => {
        const tried = balanceReads(unstable)
        await read()
        return balanceReads(unstable) === tried
      })
      .toBe(true)

    const triedUnstable = balanceReads(unstable)
    const answeredStable = balanceReads(stable)
    for (let n = 0; n < 5; n += 1) expect((await read()).value).toBe(parseEther('10000'))
    expect(balanceReads(unstable)).toBe(triedUnstable)
    expect(balanceReads(stable) - answeredStable).toBe(5)
  })

  it('fails with Token Balance Unavailable, naming no endpoint as working, when every endpoint is down', async () => {
    const first = await startEndpoint()
    const second = await startEndpoint()
    const network = networkOver([first.url, second.url])
    await Promise.all([first.kill(), second.kill()])
    await expect(createEvmAdapter().getBalance({ address: ACCOUNT_0, network })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })

  it('one URL stays a plain endpoint: no ranking pings reach it', async () => {
    const only = await startEndpoint()
    const network = networkOver([only.url])
    expect(network.rpcUrls).toBeUndefined()
    await createEvmAdapter().getBalance({ address: ACCOUNT_0, network })
    expect(methodsOf(only)).toEqual(['eth_getBalance'])
  })
})

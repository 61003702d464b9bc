import { DEMO_ACCOUNT_START_BALANCE, type RpcProxy, startRpcProxy } from '@latch/devnet'
import { expect, test } from '../fixtures'
import { world } from '../world'

const endpoints: RpcProxy[] = []
test.afterEach(async () => {
  for (const endpoint of endpoints.splice(0)) await endpoint.kill()
})

const startEndpoint = async () => {
  // POST /{chainId} goes to that devnet chain's node; open to the demo's origin, as public RPC providers are
  const rpcUrls = new Map(world().chains.map((chain) => [`/${chain.id}`, chain.rpcUrl]))
  const endpoint = await startRpcProxy({ upstream: (path) => rpcUrls.get(path), cors: true })
  endpoints.push(endpoint)
  return endpoint
}

const balanceReads = (endpoint: RpcProxy, chainId: number) =>
  endpoint.calls.filter((call) => call.path === `/${chainId}` && call.method === 'eth_getBalance').length

test.describe('spec §9: the RPC fallback transport', () => {
  test('with two RPC URLs per network, the one in use is killed and the balance still shows, read from the other', async ({
    connect,
    demo,
    modal,
  }) => {
    const first = await startEndpoint()
    const second = await startEndpoint()
    await connect(`rpc-via=${first.url},${second.url}`)
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
    // the balance came over one of the host's two endpoints; that one goes down mid-use
    const inUse = balanceReads(first, 31337) > 0 ? first : second
    const other = inUse === first ? second : first
    expect(balanceReads(inUse, 31337)).toBeGreaterThan(0)
    await inUse.kill()

    await demo.accountButton.click()
    await modal.accountNetwork.click()
    await modal.network('eip155:31338').click()
    await expect(demo.network).toHaveText('Latch Devnet B')
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
    expect(balanceReads(other, 31338)).toBeGreaterThan(0)
  })
})

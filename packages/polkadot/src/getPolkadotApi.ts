import type { ApiPromise } from '@polkadot/api'

/** One API per endpoint, shared by every adapter of the page: each holds a socket and the chain's metadata. */
const apis = new Map<string, Promise<ApiPromise>>()

/**
 * The `@polkadot/api` client of the node at `rpcUrl` (`ws://`, `wss://`, or `http(s)://` without
 * subscriptions), made on first use and kept. `@polkadot/api` is imported here, dynamically, so a page
 * pays for it only once it reads a balance or sends. A client that failed to connect is forgotten, so the
 * next call tries again.
 *
 * @example
 * const api = await getPolkadotApi('ws://127.0.0.1:9944')
 * const { data } = await api.query.system.account(address)
 */
export function getPolkadotApi(rpcUrl: string): Promise<ApiPromise> {
  let api = apis.get(rpcUrl)
  if (!api) {
    api = createApi(rpcUrl)
    apis.set(rpcUrl, api)
    api.catch(() => apis.delete(rpcUrl))
  }
  return api
}

async function createApi(rpcUrl: string): Promise<ApiPromise> {
  const { ApiPromise, HttpProvider, WsProvider } = await import('@polkadot/api')
  const provider = /^wss?:/.test(rpcUrl) ? new WsProvider(rpcUrl) : new HttpProvider(rpcUrl)
  // throwOnConnect: an unreachable node rejects here instead of retrying forever behind a pending promise.
  return ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
}

/**
 * Disconnects and forgets every client `getPolkadotApi` made (tests, or a host tearing its page down).
 *
 * @example
 * await disconnectPolkadotApis()
 */
export async function disconnectPolkadotApis(): Promise<void> {
  const all = [...apis.values()]
  apis.clear()
  await Promise.all(all.map(async (api) => (await api.catch(() => undefined))?.disconnect()))
}

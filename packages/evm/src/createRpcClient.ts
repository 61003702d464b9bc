import { HTTP_TIMEOUT_MS, RPC_BATCH_SIZE, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '@latch/core/internal'
import { type Client, createClient, createTransport, type EIP1193RequestFn, http, type Transport } from 'viem'

/** A bare viem client over HTTP, or a fallback across several (no public actions attached, to keep bundles small). */
export type RpcClient = Client<Transport>

const retries = { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS }

/** Behind a fallback an endpoint must not retry on its own: its failure is what moves the call on. */
const httpTransport = (rpcUrl: string, retry: boolean) =>
  http(rpcUrl, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: HTTP_TIMEOUT_MS, ...(retry && retries) })

/**
 * A viem client for a network's JSON-RPC endpoint(s) with the spec's transport rules (§9): batches of
 * up to 1000 calls, 10 s timeout, 3 retries with exponential backoff from 150 ms. Given several
 * endpoints, it reads over viem's fallback transport: every 4 s the endpoints are pinged and ranked by
 * stability (weight 0.7) and latency (0.3), a call goes to the best one, and one that fails is skipped
 * for the next (a user's rejection or a revert is not retried elsewhere).
 *
 * The retry rule itself is viem's: `shouldRetry` in viem/_esm/utils/buildRequest.js (2.57.20)
 * retries exactly on HTTP 403, 408, 413, 429, 500, 502, 503 and 504, and the delay there is
 * `~~(1 << count) * retryDelay`, i.e. 150, 300, 600 ms (a `Retry-After` header overrides it).
 * It also retries when there is no HTTP status at all (network failure) and on JSON-RPC codes
 * -1, -32603, -32005, -32007 and 429; other HTTP statuses such as 400 fail at once. Behind a
 * fallback the retries wrap the whole walk through the endpoints.
 *
 * @example
 * const client = createRpcClient('http://127.0.0.1:8545')
 * const ranked = createRpcClient(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
 * const balance = await getNativeBalance(ranked, { address, network })
 */
export function createRpcClient(rpcUrls: string | readonly string[]): RpcClient {
  const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls
  const [only] = urls
  const transport =
    urls.length === 1 && only !== undefined
      ? httpTransport(only, true)
      : lazyRanked(urls.map((url) => httpTransport(url, false)))
  return createClient({ transport })
}

/** The ranked fallback, loaded with the first call (its chunk stays out of a page with single endpoints). */
function lazyRanked(endpoints: Transport[]): Transport {
  return (params) => {
    let inner: Promise<ReturnType<Transport>> | undefined
    const load = () => {
      inner ??= import('./rankedTransport').then(({ rankedTransport }) =>
        rankedTransport(endpoints, retries)(params),
      )
      return inner
    }
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      // the fallback inside retries across the endpoints; retrying here too would multiply the waits
      retryCount: 0,
      request: (async (args) => (await load()).request(args)) as EIP1193RequestFn,
    })
  }
}

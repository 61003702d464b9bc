import { HTTP_TIMEOUT_MS, RPC_BATCH_SIZE, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '@latch/core/internal'
import { type Client, createClient, type HttpTransport, http } from 'viem'

/** A bare viem client over HTTP (no public actions attached, to keep bundles small). */
export type RpcClient = Client<HttpTransport>

/**
 * A viem client for a network's JSON-RPC endpoint with the spec's transport rules (§9): batches of
 * up to 1000 calls, 10 s timeout, 3 retries with exponential backoff from 150 ms.
 *
 * The retry rule itself is viem's: `shouldRetry` in viem/_esm/utils/buildRequest.js (2.57.20)
 * retries exactly on HTTP 403, 408, 413, 429, 500, 502, 503 and 504, and the delay there is
 * `~~(1 << count) * retryDelay`, i.e. 150, 300, 600 ms (a `Retry-After` header overrides it).
 * It also retries when there is no HTTP status at all (network failure) and on JSON-RPC codes
 * -1, -32603, -32005, -32007 and 429; other HTTP statuses such as 400 fail at once.
 *
 * @example
 * const client = createRpcClient('http://127.0.0.1:8545')
 * const balance = await getNativeBalance(client, { address, network })
 */
export function createRpcClient(rpcUrl: string): RpcClient {
  return createClient({
    transport: http(rpcUrl, {
      batch: { batchSize: RPC_BATCH_SIZE },
      retryCount: RPC_RETRY_COUNT,
      retryDelay: RPC_RETRY_DELAY_MS,
      timeout: HTTP_TIMEOUT_MS,
    }),
  })
}

import { createPublicClient, http, type PublicClient } from 'viem'
import type { ApiChain } from '../http/types'

/** How long one JSON-RPC call may take before it fails. */
export const RPC_TIMEOUT_MS = 10_000

const clients = new Map<string, PublicClient>()

/**
 * A viem public client for a configured chain, one per RPC URL for the process (a connection, not state:
 * nothing in it matters to another instance). Concurrent calls go out as one JSON-RPC batch; nothing is
 * cached, so each call reads the chain.
 *
 * @example
 * const head = await getChainClient(chain).getBlockNumber({ cacheTime: 0 })
 */
export function getChainClient(chain: Pick<ApiChain, 'rpcUrl'>): PublicClient {
  let client = clients.get(chain.rpcUrl)
  if (!client) {
    client = createPublicClient({
      transport: http(chain.rpcUrl, { batch: { wait: 0 }, retryCount: 1, timeout: RPC_TIMEOUT_MS }),
      cacheTime: 0,
      pollingInterval: 250,
    })
    clients.set(chain.rpcUrl, client)
  }
  return client
}

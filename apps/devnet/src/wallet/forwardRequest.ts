import { chainDisconnectedError, internalError, ProviderRpcError } from './providerRpcError'

let nextId = 1

/**
 * Sends one JSON-RPC request to a chain's node and returns its result, passing the node's
 * error code and message through as a `ProviderRpcError`. An unreachable node gives 4901.
 *
 * @example
 * await forwardRequest({ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }, 'eth_blockNumber', [])
 */
export async function forwardRequest(
  chain: { id: number; rpcUrl?: string },
  method: string,
  params: unknown,
): Promise<unknown> {
  if (!chain.rpcUrl) throw chainDisconnectedError(chain.id)
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw chainDisconnectedError(chain.id, cause)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (cause) {
    throw internalError(`HTTP status code: ${response.status}`, cause)
  }
  if (typeof body !== 'object' || body === null) throw internalError(`HTTP status code: ${response.status}`)
  const { result, error } = body as {
    result?: unknown
    error?: { code?: unknown; message?: unknown; data?: unknown }
  }
  if (error) {
    throw new ProviderRpcError(
      typeof error.code === 'number' ? error.code : -32603,
      typeof error.message === 'string' ? error.message : 'Internal error',
      { data: error.data },
    )
  }
  if (!response.ok) throw internalError(`HTTP status code: ${response.status}`)
  return result ?? null
}

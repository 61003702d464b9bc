import { redactUrls } from '../chain/redactUrls'
import { ApiError } from '../http/errors'
import type { BitcoinNode } from '../http/types'

/** How long one call to the node may take. */
const NODE_TIMEOUT_MS = 10_000

/**
 * Calls the node's HTTP API (`GET` without a body, `POST` with one) with its API key; resolves the JSON
 * answer, `undefined` for a 404. An unreachable node or another status is 503 SERVICE_UNAVAILABLE, the
 * node's URL cut to its host.
 *
 * @example
 * const coins = await requestBitcoinNode<BcoinCoin[]>(node, `/coin/address/${address}`)
 */
export async function requestBitcoinNode<T>(
  node: BitcoinNode,
  path: string,
  body?: unknown,
): Promise<T | undefined> {
  let response: Response
  try {
    response = await fetch(new URL(path, node.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Basic ${btoa(`x:${node.apiKey}`)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    })
  } catch (error) {
    throw unavailable(node, (error as Error).message)
  }
  if (response.status === 404) return undefined
  const text = await response.text()
  if (!response.ok) throw unavailable(node, `HTTP ${response.status} ${text.slice(0, 200)}`)
  return (text === '' ? undefined : JSON.parse(text)) as T | undefined
}

function unavailable(node: BitcoinNode, reason: string): ApiError {
  return new ApiError(
    'SERVICE_UNAVAILABLE',
    redactUrls(`Chain ${node.caipNetworkId} cannot be read right now (${node.url}): ${reason}`),
  )
}

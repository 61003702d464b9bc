import { world } from './world'

/** One transaction of the history route's answer, as far as the tests read it. */
export interface HistoryEntry {
  metadata: { hash: string; operationType: string; status: string; sentFrom: string; sentTo: string }
  transfers: { direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } | null }[]
}

/**
 * The first page of an account's history on one chain, from the services' history route
 * (`GET /v1/account/{address}/history`), newest first: what another device of the receiver would see.
 *
 * @example const entries = await accountHistory(DEVNET_ADDRESSES[2], 'eip155:31337')
 */
export async function accountHistory(address: string, caipNetworkId: string): Promise<HistoryEntry[]> {
  const { url, projectId } = world().api
  const query = new URLSearchParams({ projectId, chainId: caipNetworkId })
  const response = await fetch(`${url}/v1/account/${address}/history?${query}`)
  if (!response.ok) throw new Error(`History of ${address}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: HistoryEntry[] }).data
}

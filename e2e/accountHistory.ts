import { world } from './world'

/** One transaction of the history route's answer, as far as the tests read it. */
export interface HistoryEntry {
  metadata: {
    hash: string
    minedAt: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: {
    direction: string
    quantity: { numeric: string }
    fungible_info: { symbol: string } | null
    nft_info: { name: string; flags: { is_spam: boolean } } | null
  }[]
}

/**
 * An account's whole history on one chain, from the services' history route
 * (`GET /v1/account/{address}/history`, every page), newest first: what another device would see.
 *
 * @example const entries = await accountHistory(DEVNET_ADDRESSES[2], 'eip155:31337')
 */
export async function accountHistory(address: string, caipNetworkId: string): Promise<HistoryEntry[]> {
  const { url, projectId } = world().api
  const entries: HistoryEntry[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ projectId, chainId: caipNetworkId, ...(cursor ? { cursor } : {}) })
    const response = await fetch(`${url}/v1/account/${address}/history?${query}`)
    if (!response.ok) throw new Error(`History of ${address}: ${response.status} ${await response.text()}`)
    const page = (await response.json()) as { data: HistoryEntry[]; next: string | null }
    entries.push(...page.data)
    cursor = page.next
  } while (cursor)
  return entries
}

import { world } from './world'

/** A purchase as the devnet's on-ramp sandbox took it. */
export interface SandboxPurchase {
  purchaseId: string
  status: 'pending' | 'confirmed' | 'failed'
  walletAddress: string
  purchaseAmount: string
  txHash?: string
}

/**
 * The purchases the sandbox took for a wallet, oldest first (`GET /purchases?walletAddress=`).
 *
 * @example const [purchase] = await sandboxPurchases(DEVNET_ADDRESSES[5])
 */
export async function sandboxPurchases(walletAddress: string): Promise<SandboxPurchase[]> {
  const response = await fetch(`${world().onrampSandboxUrl}/purchases?walletAddress=${walletAddress}`)
  if (!response.ok) throw new Error(`Sandbox purchases: ${response.status}`)
  return ((await response.json()) as { purchases: SandboxPurchase[] }).purchases
}

/**
 * The account's purchases at meld on the services' history (`?onramp=meld`), newest first.
 *
 * @example const [purchase] = await onrampHistory(address, 'eip155:31337')
 */
export async function onrampHistory(
  address: string,
  caipNetworkId: string,
): Promise<{ metadata: { status: string; hash: string; operationType: string } }[]> {
  const { url, projectId } = world().api
  const query = new URLSearchParams({ projectId, chainId: caipNetworkId, onramp: 'meld' })
  const response = await fetch(`${url}/v1/account/${address}/history?${query}`)
  if (!response.ok) throw new Error(`On-ramp history of ${address}: ${response.status}`)
  return (
    (await response.json()) as {
      data: { metadata: { status: string; hash: string; operationType: string } }[]
    }
  ).data
}

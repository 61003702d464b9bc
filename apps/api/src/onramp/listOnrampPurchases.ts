import { and, desc, eq } from 'drizzle-orm'
import { onrampPurchases } from '../db/schema'
import type { Database } from '../db/types'
import type { OnrampProviderId } from './types'

/** A purchase as the history answers it (spec §3's Transaction, operationType `buy`). */
export interface OnrampTransaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'buy'
    status: 'pending' | 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    hash: string
    blockNumber: number
  }
  transfers: {
    direction: 'in'
    quantity: { numeric: string }
    fungible_info: { name: string; symbol: string; icon: null }
    nft_info: null
    value: number
    price: number
    sender: string
    recipient: string
  }[]
}

export interface ListOnrampPurchasesParameters {
  provider: OnrampProviderId
  address: string
  /** CAIP-2; every network when absent. */
  network?: string
  limit: number
}

/**
 * An account's purchases at one provider, newest first, as Transactions: `sentFrom` is the provider,
 * `hash` empty until the provider reports the delivering transaction.
 *
 * @example
 * const data = await listOnrampPurchases(db, { provider: 'meld', address, limit: 20 })
 */
export async function listOnrampPurchases(
  db: Database,
  params: ListOnrampPurchasesParameters,
): Promise<OnrampTransaction[]> {
  const rows = await db
    .select()
    .from(onrampPurchases)
    .where(
      and(
        eq(onrampPurchases.provider, params.provider),
        eq(onrampPurchases.address, params.address),
        params.network === undefined ? undefined : eq(onrampPurchases.network, params.network),
      ),
    )
    .orderBy(desc(onrampPurchases.createdAt))
    .limit(params.limit)
  return rows.map((row) => {
    const quantity = row.purchaseAmount
    const usdCoin = row.purchaseCurrency === 'USDC'
    return {
      id: `onramp:${row.id}`,
      metadata: {
        minedAt: row.updatedAt.toISOString(),
        chain: row.network,
        operationType: 'buy',
        status: row.status,
        sentFrom: row.provider,
        sentTo: row.address,
        hash: row.txHash ?? '',
        blockNumber: 0,
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: quantity },
          fungible_info: {
            name: usdCoin ? 'USD Coin' : row.purchaseCurrency,
            symbol: row.purchaseCurrency,
            icon: null,
          },
          nft_info: null,
          value: usdCoin ? Number(quantity) : 0,
          price: usdCoin ? 1 : 0,
          sender: row.provider,
          recipient: row.address,
        },
      ],
    }
  })
}

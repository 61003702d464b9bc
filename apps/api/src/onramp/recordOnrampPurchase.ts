import { eq } from 'drizzle-orm'
import { onrampPurchases } from '../db/schema'
import type { Database } from '../db/types'
import { toEvmAddress } from '../http/chainSchemas'
import type { OnrampWebhook } from './onrampWebhook'

/**
 * Stores a provider's report of a purchase. A purchase moves only from pending to confirmed or failed:
 * a late or replayed pending report never undoes a settlement, and a replay of the same report is harmless.
 *
 * @example
 * await recordOnrampPurchase(db, report, Date.now())
 */
export async function recordOnrampPurchase(db: Database, report: OnrampWebhook, now: number): Promise<void> {
  const at = new Date(now)
  const address = report.network.startsWith('eip155:')
    ? (toEvmAddress(report.walletAddress) ?? report.walletAddress)
    : report.walletAddress
  const insert = db.insert(onrampPurchases).values({
    id: `${report.provider}:${report.purchaseId}`,
    provider: report.provider,
    network: report.network,
    address,
    status: report.status,
    purchaseCurrency: report.purchaseCurrency,
    purchaseAmount: report.purchaseAmount,
    paymentCurrency: report.paymentCurrency,
    paymentAmount: report.paymentAmount,
    contractAddress: report.contractAddress ?? null,
    txHash: report.txHash ?? null,
    createdAt: at,
    updatedAt: at,
  })
  if (report.status === 'pending') {
    await insert.onConflictDoNothing({ target: onrampPurchases.id })
    return
  }
  await insert.onConflictDoUpdate({
    target: onrampPurchases.id,
    set: {
      status: report.status,
      purchaseAmount: report.purchaseAmount,
      txHash: report.txHash ?? null,
      updatedAt: at,
    },
    where: eq(onrampPurchases.status, 'pending'),
  })
}

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * On-ramp purchases as their providers report them by webhook: pending once paid, then confirmed with
 * the transaction that delivered the tokens, or failed. The history's `onramp` filter answers them.
 */
export const onrampPurchases = pgTable(
  'onramp_purchases',
  {
    /** `provider:purchaseId`. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['meld', 'coinbase'] }).notNull(),
    /** CAIP-2 network the tokens land on. */
    network: text('network').notNull(),
    /** The wallet, checksummed for eip155. */
    address: text('address').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'failed'] }).notNull(),
    purchaseCurrency: text('purchase_currency').notNull(),
    /** Decimal string, e.g. `49.00`. */
    purchaseAmount: text('purchase_amount').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentAmount: text('payment_amount').notNull(),
    /** The token delivered, when the provider names it. */
    contractAddress: text('contract_address'),
    /** The delivering transaction, once confirmed. */
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('onramp_purchases_address_idx').on(table.address, table.createdAt)],
)

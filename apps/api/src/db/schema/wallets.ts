import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** One entry of the wallet registry served by `GET /getWallets`. */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased, accent-free name used by search (see `toSearchText`). */
    searchName: text('search_name').notNull(),
    rdns: text('rdns'),
    homepage: text('homepage'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    chains: text('chains').array().notNull(),
    badge: text('badge', { enum: ['certified', 'none'] }).notNull(),
    /** Listing order: lower first. */
    rank: integer('rank').notNull(),
  },
  (table) => [index('wallets_rank_idx').on(table.rank, table.id)],
)

// The wallet listing's entries, as the listing service answers them (spec §3).

/** A wallet listing entry (spec §3). */
export interface WalletListingEntry {
  id: string
  name: string
  image_id?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  rdns?: string | null
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: string[] | null
  badge_type?: string | null
}

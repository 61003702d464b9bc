/** A registered name as the profile routes answer it. */
export interface NameRecord {
  /** e.g. `alice.latch.local` */
  name: string
  /** Seconds since the epoch. */
  registered: number
  updated: number
  /** By ENSIP-11 coin type as a decimal string (`'60'` for Ethereum). */
  addresses: Record<string, { address: string; created: number }>
  /** Text records, e.g. `avatar`, `description`. */
  attributes: Record<string, string>
}

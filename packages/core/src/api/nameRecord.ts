import * as z from 'zod/mini'

/** A registered name: its addresses by coin type (see toCoinType) and its text attributes. */
export interface NameRecord {
  name: string
  /** Seconds since epoch. */
  registered?: number
  updated?: number
  /** By coin type as a decimal string, e.g. `'60'` for Ethereum. */
  addresses: Record<string, { address: string; created?: number }>
  attributes: Record<string, string>
}

export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z._default(
    z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.number()) })),
    {},
  ),
  attributes: z._default(z.record(z.string(), z.string()), {}),
})

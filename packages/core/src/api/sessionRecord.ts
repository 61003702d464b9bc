import * as z from 'zod/mini'

/**
 * A sign-in session as the service answers it (spec §3: data and message; the signature stays on the
 * service, which never hands it back to a page).
 */
export interface Session {
  id: string
  /** The signing address. */
  address: string
  /** CAIP-2 id of the chain it signed on. */
  chainId: string
  /** The permission context id that revokeSession names. */
  pci: string
  data: Record<string, unknown>
  /** The signed message. */
  message: string
  status: 'active' | 'expired' | 'revoked'
  createdAt?: string
  expiresAt?: string | null
  revokedAt?: string | null
}

const time = z.optional(z.nullable(z.string()))
export const sessionSchema = z.object({
  id: z.string(),
  address: z.string(),
  chainId: z.string(),
  pci: z.string(),
  data: z.record(z.string(), z.unknown()),
  message: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.optional(z.string()),
  expiresAt: time,
  revokedAt: time,
})

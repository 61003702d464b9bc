/** A sign-in-with-wallet session as `GET /v1/sessions/{id}` answers it (spec §3: data, message, signature). */
export interface SessionRecord {
  id: string
  /** Checksummed address that signed in. */
  address: string
  /** CAIP-2 id of the chain signed in on. */
  chainId: string
  /** Permission context id; what `POST /v1/sessions/{id}/revoke` names. */
  pci: string
  data: Record<string, unknown>
  message: string
  signature: string
  status: 'active' | 'expired' | 'revoked'
  /** ISO 8601. */
  createdAt: string
  expiresAt: string | null
  revokedAt: string | null
}

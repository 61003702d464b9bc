/**
 * The text the session's address signs (EIP-191 `personal_sign`) to revoke it through
 * `POST /v1/sessions/{id}/revoke`. It names the session and its permission context, so a signature
 * revokes that one session only; it needs no timestamp, as revoking is final and idempotent.
 *
 * @example
 * toSessionRevocationMessage({ id: 'a1b2…', pci: 'a1b2…' })
 * // 'Revoke Latch session\nSession: a1b2…\nPermission context: a1b2…'
 */
export function toSessionRevocationMessage(params: { id: string; pci: string }): string {
  return `Revoke Latch session\nSession: ${params.id}\nPermission context: ${params.pci}`
}

/**
 * The message the session's address signs to revoke it; the service verifies the signature over
 * exactly this text.
 *
 * @example
 * const signature = await signMessage(toSessionRevocationMessage({ id, pci }))
 * await revokeSession(latch, { id, pci, signature })
 */
export function toSessionRevocationMessage(parameters: { id: string; pci: string }): string {
  return `Revoke Latch session\nSession: ${parameters.id}\nPermission context: ${parameters.pci}`
}

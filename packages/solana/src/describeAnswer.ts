/**
 * A short, safe description of something a wallet answered, for error details.
 *
 * @example
 * describeAnswer(new Uint8Array(3)) // 'a Uint8Array of 3 bytes'
 */
export function describeAnswer(value: unknown): string {
  if (value instanceof Uint8Array) return `a Uint8Array of ${value.length} bytes`
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string') return `the string "${value.slice(0, 40)}${value.length > 40 ? '…' : ''}"`
  return typeof value === 'object' ? `an object (${value.constructor?.name ?? 'Object'})` : typeof value
}

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether a string is an EVM address: optional 0x plus 40 hex characters (the checksum is not checked).
 *
 * @example
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 */
export function isEvmAddress(value: string): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

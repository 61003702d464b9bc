import { customType } from 'drizzle-orm/pg-core'

/** Bytes as the code handles them: lower-case hex with 0x (an address, a hash). */
export type HexBytes = `0x${string}`

/**
 * The bytes of a hex string (with or without 0x, any case), for a `bytea` parameter.
 *
 * @example
 * toByteaParam('0xAbC1') // <Buffer ab c1>
 */
export function toByteaParam(value: string): Buffer {
  return Buffer.from(value.startsWith('0x') ? value.slice(2) : value, 'hex')
}

/**
 * A `bytea` value as lower-case 0x hex, whichever driver read it (node-postgres gives a Buffer, PGlite a
 * Uint8Array).
 *
 * @example
 * fromByteaValue(new Uint8Array([0xab, 0xc1])) // '0xabc1'
 */
export function fromByteaValue(value: Uint8Array | string): HexBytes {
  if (typeof value === 'string') return `0x${value.startsWith('\\x') ? value.slice(2) : value}`
  return `0x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`
}

/**
 * A `bytea` column holding an address or a hash: raw bytes in the database (20 or 32 bytes, about half
 * the text form's size, in the row and in every index on it), lower-case 0x hex in the code. Callers
 * checksum addresses where they answer them.
 *
 * @example
 * export const tokens = pgTable('tokens', { address: hexBytes('address').notNull() })
 */
export const hexBytes = customType<{ data: HexBytes; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => toByteaParam(value),
  fromDriver: (value) => fromByteaValue(value),
})

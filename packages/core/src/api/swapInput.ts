import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'

/**
 * Throws `InvalidInputError` naming `field` unless `value` is a CAIP-10 id (`eip155:31337:0x…`), the
 * form every swap route takes its tokens and account in.
 *
 * @example requireCaip10('from', parameters.from)
 */
export function requireCaip10(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.split(':').length !== 3 || value.split(':').some((part) => !part)) {
    throw new InvalidInputError(field, 'a CAIP-10 id (eip155:<chainId>:<address>) is required')
  }
  return value
}

/**
 * The wire form of an amount in base units (wei, or 6-decimal units for a 6-decimal token), as the
 * routes take it; throws `InvalidInputError` naming `field` unless `value` is a bigint of at least 0.
 *
 * @example toBaseUnits('amount', 1_500_000n) // '1500000'
 */
export function toBaseUnits(field: string, value: unknown): string {
  if (typeof value !== 'bigint' || value < 0n) {
    throw new InvalidInputError(field, 'an amount in base units (a bigint of at least 0) is required')
  }
  return value.toString()
}

/** A wire amount (a string of digits) read as a bigint: the swap routes' amounts, allowances and gas. */
export const baseUnitsSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/)),
  z.transform((value: string) => BigInt(value)),
)

import { ApiError } from '../http/errors'

/** Decimal amounts the on-ramp takes: digits with at most two decimals, e.g. `50`, `50.5`, `7500.00`. */
export const ONRAMP_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/

/**
 * An amount as whole cents, so limits and fees are compared without floating point.
 *
 * @example
 * toCents('50.5') // 5050n
 */
export function toCents(amount: string): bigint {
  if (!ONRAMP_AMOUNT_PATTERN.test(amount)) {
    throw new ApiError('INVALID_BODY', 'amount: must be a decimal number with at most 2 decimals')
  }
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/**
 * Cents written back with two decimals and thousands separators where asked.
 *
 * @example
 * formatCents(750000n, { grouped: true }) // '7,500.00'
 */
export function formatCents(cents: bigint, { grouped = false }: { grouped?: boolean } = {}): string {
  const whole = (cents / 100n).toString()
  const fraction = (cents % 100n).toString().padStart(2, '0')
  return `${grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${fraction}`
}

import { SendValidationError } from '../errors/send'
import type { TokenBalance } from '../types/portfolio'

/** A plain positive decimal as typed: digits, at most one point, no sign, exponent or separators. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * The amount typed in the Send form in the token's smallest units, in string math. Refuses
 * (SendValidationError 'invalid-amount' / 'too-many-decimals') anything but a plain positive
 * decimal with at most the token's decimals.
 *
 * @example parseSendAmount('1.5', lusd) // 1_500_000n (LUSD has 6 decimals)
 */
export function parseSendAmount(
  amount: string,
  token: Pick<TokenBalance, 'symbol'> & { quantity: Pick<TokenBalance['quantity'], 'decimals'> },
): bigint {
  const decimals = Number(token.quantity.decimals)
  const match = PLAIN_DECIMAL.exec(amount.trim())
  if (!match) throw new SendValidationError('invalid-amount', 'Enter a valid amount')
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) {
    throw new SendValidationError(
      'too-many-decimals',
      `Too many decimal places for ${token.symbol} (${decimals})`,
    )
  }
  const units = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (units === 0n) throw new SendValidationError('invalid-amount', 'Enter an amount greater than 0')
  return units
}

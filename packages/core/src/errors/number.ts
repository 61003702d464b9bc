import { LatchError } from './LatchError'

/** A number that cannot be read: empty, not decimal, NaN or infinite (the decimal library rejects it). */
export class InvalidNumberError extends LatchError<'INVALID_NUMBER'> {
  override name = 'InvalidNumberError'
  readonly value: string
  constructor(value: unknown, reason = 'not a decimal number') {
    super('INVALID_NUMBER', 'Invalid number', { details: `${JSON.stringify(String(value))}: ${reason}` })
    this.value = String(value)
  }
}

/** A count of decimals that is negative, fractional or absurdly large. */
export class InvalidDecimalsError extends LatchError<'INVALID_DECIMALS'> {
  override name = 'InvalidDecimalsError'
  readonly decimals: number
  constructor(decimals: number) {
    super('INVALID_DECIMALS', 'Invalid decimals', {
      details: `${decimals}: decimals must be a whole number from 0 to 255`,
    })
    this.decimals = decimals
  }
}

import { LatchError } from './LatchError'

/** A CAIP-10 account id that is not `namespace:reference:address` with a known namespace. */
export class InvalidCaipAddressError extends LatchError<'INVALID_CAIP_ADDRESS'> {
  override name = 'InvalidCaipAddressError'
  readonly value: string
  constructor(value: string, reason: string) {
    super('INVALID_CAIP_ADDRESS', 'Invalid CAIP-10 address', { details: `"${value}": ${reason}` })
    this.value = value
  }
}

/** A CAIP-2 network id that is not `namespace:reference`, two non-empty parts. */
export class InvalidCaipNetworkIdError extends LatchError<'INVALID_CAIP_NETWORK_ID'> {
  override name = 'InvalidCaipNetworkIdError'
  readonly value: string
  constructor(value: string, reason: string) {
    super('INVALID_CAIP_NETWORK_ID', 'Invalid CAIP-2 network id', { details: `"${value}": ${reason}` })
    this.value = value
  }
}

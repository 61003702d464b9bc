import { LatchError } from '@latch/core'

/** A sign-in message that cannot be built or read: `field` names what is wrong (spec §3 message fields). */
export class InvalidSiwxMessageError extends LatchError<'INVALID_SIWX_MESSAGE'> {
  override name = 'InvalidSiwxMessageError'
  readonly field: string
  constructor(field: string, reason: string) {
    super('INVALID_SIWX_MESSAGE', 'Invalid sign-in message', { details: `${field}: ${reason}` })
    this.field = field
  }
}

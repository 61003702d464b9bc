import { LatchError } from './LatchError'

/** A public function got an argument it cannot use; `field` names it. */
export class InvalidInputError extends LatchError<'INVALID_INPUT'> {
  override name = 'InvalidInputError'
  readonly field: string
  constructor(field: string, reason: string) {
    super('INVALID_INPUT', `Invalid ${field}`, { details: `${field}: ${reason}` })
    this.field = field
  }
}

import { LatchError } from '@latch/core'

/** `syncLatchWithWagmi` was handed a wagmi config without `latchConnector(latch)` among its connectors. */
export class LatchConnectorNotFoundError extends LatchError<'LATCH_CONNECTOR_NOT_FOUND'> {
  override name = 'LatchConnectorNotFoundError'
  constructor() {
    super('LATCH_CONNECTOR_NOT_FOUND', 'Latch connector not found', {
      details: "Add latchConnector(latch) to the wagmi config's connectors.",
    })
  }
}

import { LatchError } from './LatchError'

/**
 * A view whose feature Latch does not have yet (WalletConnect, email, swaps…): refused by name
 * rather than shown as another view. `view` names it.
 */
export class ViewNotAvailableError extends LatchError<'VIEW_NOT_AVAILABLE'> {
  override name = 'ViewNotAvailableError'
  readonly view: string
  constructor(view: string) {
    super('VIEW_NOT_AVAILABLE', 'View not available', {
      details: `The ${view} view is not available in this version of Latch.`,
    })
    this.view = view
  }
}

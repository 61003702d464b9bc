import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import type { OnrampProviderName } from '../types/onramp'
import { reportActionError } from './reportActionError'

export interface SelectOnrampProviderParameters {
  provider: OnrampProviderName
}

export type SelectOnrampProviderReturnType = undefined

/** What `selectOnrampProvider` throws: a provider the quote does not offer. */
export type SelectOnrampProviderErrorType = InvalidInputError

/**
 * Chooses which quoted provider the purchase goes through.
 *
 * @example selectOnrampProvider(latch, { provider: 'meld' })
 */
export function selectOnrampProvider(
  latch: Latch,
  parameters: SelectOnrampProviderParameters,
): SelectOnrampProviderReturnType {
  const { quote } = latch.store.getState().onramp
  if (!quote?.quotes.some((entry) => entry.provider === parameters?.provider)) {
    throw reportActionError(
      latch,
      new InvalidInputError('provider', `"${String(parameters?.provider)}" is not among the quotes`),
    )
  }
  latch.store.setState((s) => ({ onramp: { ...s.onramp, selectedProvider: parameters.provider } }))
}

import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
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
  const { quote } = getStore(latch).getState().onramp
  if (!quote?.quotes.some((entry) => entry.provider === parameters?.provider)) {
    throw reportActionError(
      latch,
      new InvalidInputError('provider', `"${String(parameters?.provider)}" is not among the quotes`),
    )
  }
  getStore(latch).setState((s) => ({ onramp: { ...s.onramp, selectedProvider: parameters.provider } }))
}

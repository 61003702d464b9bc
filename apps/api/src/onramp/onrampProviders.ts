import { ApiError } from '../http/errors'
import { createCoinbaseProvider } from './coinbaseProvider'
import { createMeldProvider } from './meldProvider'
import { ONRAMP_PROVIDER_IDS, type OnrampProvider, type OnrampSettings } from './types'

/**
 * Every provider of spec §9 with the operator's hosts.
 *
 * @example
 * onrampProviders(deps.onramp).map((provider) => provider.id) // ['meld', 'coinbase']
 */
export function onrampProviders(settings: OnrampSettings | undefined): OnrampProvider[] {
  return [createMeldProvider(settings), createCoinbaseProvider(settings)]
}

/**
 * The provider of that id; anything else is 400 ONRAMP_PROVIDER_UNKNOWN naming the known ones.
 *
 * @example
 * findOnrampProvider(deps.onramp, 'meld').id // 'meld'
 */
export function findOnrampProvider(settings: OnrampSettings | undefined, id: string): OnrampProvider {
  const provider = onrampProviders(settings).find((candidate) => candidate.id === id)
  if (!provider) {
    throw new ApiError(
      'ONRAMP_PROVIDER_UNKNOWN',
      `provider: "${id}" is not an on-ramp provider (${ONRAMP_PROVIDER_IDS.join(', ')})`,
    )
  }
  return provider
}

import type { OnrampProviderName } from '@latch/core/services'

/** How each provider is named on screen. */
export const PROVIDER_LABELS: Record<OnrampProviderName, string> = { meld: 'Meld', coinbase: 'Coinbase' }

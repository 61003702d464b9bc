import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { alertInvalidAppConfiguration } from './alertInvalidAppConfiguration'
import { HttpStatusError } from './errors'
import { getAnalyticsConfig } from './getAnalyticsConfig'

/**
 * Whether analytics events and error reports may be sent. Never without `api` config or when the
 * host set `features.analytics: false` (then the service is not even asked); otherwise the
 * project's answer to GET /getAnalyticsConfig, asked once per instance, by mountLatch or by the
 * first event, whichever comes first, so no event leaves before the answer. A failed call means
 * no; a 403 (the service refuses this page) opens 'Invalid App Configuration'. Never rejects.
 *
 * @example if (await getAnalyticsEnabled(latch)) await apiRequest(api, { method: 'POST', path: '/e', body })
 */
export function getAnalyticsEnabled(latch: Latch): Promise<boolean> {
  if (!latch.config.api || latch.config.features?.analytics === false) return Promise.resolve(false)
  const internal = getLatchInternal(latch).api
  internal.analyticsEnabled ??= getAnalyticsConfig(latch).then(
    ({ isAnalyticsEnabled }) => isAnalyticsEnabled,
    (error: unknown) => {
      if (error instanceof HttpStatusError && error.status === 403) alertInvalidAppConfiguration(latch, error)
      // unsure whether the project wants analytics: send nothing
      return false
    },
  )
  return internal.analyticsEnabled
}

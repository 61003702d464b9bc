import type { ApiConfig } from '../config/types'
import type { Latch } from '../latch'
import { ApiNotConfiguredError } from './errors'

/**
 * The instance's service config, or `ApiNotConfiguredError` naming the action that needed it.
 *
 * @example const api = requireApi(latch, 'getWallets')
 */
export function requireApi(latch: Latch, action: string): ApiConfig {
  const { api } = latch.config
  if (!api) throw new ApiNotConfiguredError(action)
  return api
}

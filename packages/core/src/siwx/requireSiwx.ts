import { reportActionError } from '../actions/reportActionError'
import { SiwxNotEnabledError } from '../errors/siwx'
import type { Latch } from '../latch'
import type { SiwxConfig } from '../types'

/**
 * The instance's `siwx` config, or `SiwxNotEnabledError` ('SIWX is not enabled'), reported.
 *
 * @example const siwx = requireSiwx(latch)
 */
export function requireSiwx(latch: Latch): SiwxConfig {
  const { siwx } = latch.config
  if (!siwx) throw reportActionError(latch, new SiwxNotEnabledError())
  return siwx
}

import type { DefaultAccountTypes } from '../config/types'
import { DEFAULT_ACCOUNT_TYPES } from '../constants'
import type { ChainNamespace, PreferredAccountType } from '../types'

/**
 * The account type a login starts on in `namespace`: the host's `defaultAccountTypes` for it, else spec
 * §6's default (DEFAULT_ACCOUNT_TYPES); undefined for a namespace with neither (cosmos). Only a default:
 * the embedded wallet keeps each person's own choice above it.
 *
 * @example
 * resolveDefaultAccountType(undefined, 'eip155') // 'smartAccount'
 * resolveDefaultAccountType({ eip155: 'eoa' }, 'eip155') // 'eoa'
 */
export function resolveDefaultAccountType(
  configured: DefaultAccountTypes | undefined,
  namespace: ChainNamespace,
): PreferredAccountType | undefined {
  const defaults: Partial<Record<ChainNamespace, PreferredAccountType>> = DEFAULT_ACCOUNT_TYPES
  return configured?.[namespace] ?? defaults[namespace]
}

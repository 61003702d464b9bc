import { getAddress, isAddress } from 'viem'
import type { ApiChain } from '../http/types'

/**
 * The chain's spam contracts, checksummed (as the indexer stores addresses); entries that are not
 * addresses are left out (the configuration's schema refuses them before).
 *
 * @example
 * spamContractsOf({ …chain, spamContracts: ['0xabc…'] }).has(transfer.token) // true
 */
export function spamContractsOf(chain: Pick<ApiChain, 'spamContracts'> | undefined): Set<string> {
  return new Set(
    (chain?.spamContracts ?? [])
      .filter((address) => isAddress(address, { strict: false }))
      .map((address) => getAddress(address)),
  )
}

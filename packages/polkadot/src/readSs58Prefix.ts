import type { Network } from '@latch/core'
import { getPolkadotApi } from './getPolkadotApi'

/** Substrate's generic prefix, which extensions use for accounts not tied to a chain. */
export const GENERIC_SS58_PREFIX = 42

/**
 * The SS58 prefix addresses of `network` are written with: the host's (`ss58Prefixes[caipNetworkId]`) when
 * given, else the chain's own (its runtime's `System.SS58Prefix`, read over `network.rpcUrl`), else, the
 * node being unreachable, the generic 42.
 *
 * @example
 * await readSs58Prefix(network, {}) // 2 on Rococo Asset Hub
 */
export async function readSs58Prefix(
  network: Network,
  ss58Prefixes: Readonly<Record<string, number>>,
): Promise<number> {
  const configured = ss58Prefixes[network.caipNetworkId]
  if (configured !== undefined) return configured
  try {
    return (await getPolkadotApi(network.rpcUrl)).registry.chainSS58 ?? GENERIC_SS58_PREFIX
  } catch {
    return GENERIC_SS58_PREFIX
  }
}

import type { WalletCapabilities } from '@latch/core'

/** None: what a wallet without `wallet_getCapabilities` (or without an answer for the chain) can do. */
export const NO_CAPABILITIES: WalletCapabilities = { atomic: 'unsupported', paymasterService: false, all: {} }

const ATOMIC_STATUSES = ['supported', 'ready', 'unsupported'] as const

// Plain checks rather than zod here: zod/mini's record and enum would join the first load through
// the chunk this shares with the frame channel.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `{ [field]: value }`'s value when `capability` is an object, else undefined. */
const fieldOf = (capability: unknown, field: string): unknown =>
  isObject(capability) ? capability[field] : undefined

/**
 * Reads a wallet's `wallet_getCapabilities` answer (EIP-5792) for one chain (`chainIdHex`, e.g. '0x7a69'):
 * that chain's capabilities over those under '0x0', which EIP-5792 v2 applies to every chain; `atomic`
 * from v2's `atomic.status`, or v1's `atomicBatch.supported`; `paymasterService.supported`. Anything
 * malformed reads as no capability, never as one the wallet did not state.
 *
 * @example
 * parseCapabilities({ '0x7a69': { atomic: { status: 'supported' } } }, '0x7a69').atomic // 'supported'
 */
export function parseCapabilities(answer: unknown, chainIdHex: string): WalletCapabilities {
  if (!isObject(answer) || !Object.values(answer).every(isObject)) return NO_CAPABILITIES
  const byChain = Object.fromEntries(
    Object.entries(answer).map(([chainId, capabilities]) => [chainId.toLowerCase(), capabilities]),
  ) as Record<string, Record<string, unknown>>
  const all = { ...byChain['0x0'], ...byChain[chainIdHex.toLowerCase()] }
  const status = fieldOf(all.atomic, 'status')
  const atomic = ATOMIC_STATUSES.find((known) => known === status)
  return {
    atomic: atomic ?? (fieldOf(all.atomicBatch, 'supported') === true ? 'supported' : 'unsupported'),
    paymasterService: fieldOf(all.paymasterService, 'supported') === true,
    all,
  }
}

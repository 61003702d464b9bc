import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network'
import { isChainNamespace } from './isChainNamespace'

/** A CAIP-2 network id's parts; the namespace is any (spec §5 checks only the count for CAIP-2). */
export interface ParsedCaipNetworkId {
  namespace: string
  reference: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  namespace: ChainNamespace
  address: string
  caipNetworkId: CaipNetworkId
}

/** Splits on ':' and returns the reason the parts are unusable, if any. */
function check(value: unknown, count: number): { parts: string[]; problem?: string } {
  if (typeof value !== 'string') return { parts: [], problem: 'not a string' }
  const parts = value.split(':')
  if (parts.length !== count) return { parts, problem: `expected ${count} colon-separated parts` }
  if (parts.some((part) => part === '')) return { parts, problem: 'every part must be non-empty' }
  return { parts }
}

/**
 * Parses a CAIP-2 network id: exactly 2 non-empty parts (spec §5). The namespace is not checked
 * against Latch's: that check is CAIP-10's, where an address must belong to a chain Latch serves.
 * Throws InvalidCaipNetworkIdError otherwise.
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 * parseCaipNetworkId('cosmos:cosmoshub-4') // { namespace: 'cosmos', reference: 'cosmoshub-4' }
 */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const { parts, problem } = check(id, 2)
  if (problem) throw new InvalidCaipNetworkIdError(String(id), problem)
  const [namespace, reference] = parts as [string, string]
  return { namespace, reference }
}

/**
 * Parses a CAIP-10 account id: exactly 3 non-empty parts with a known namespace.
 * Throws InvalidCaipAddressError otherwise.
 *
 * @example
 * parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
 * // { namespace: 'eip155', reference: '1', address: '0xab16…', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const { parts, problem } = check(value, 3)
  if (problem) throw new InvalidCaipAddressError(String(value), problem)
  if (!isChainNamespace(parts[0])) {
    throw new InvalidCaipAddressError(String(value), `unknown namespace "${parts[0]}"`)
  }
  const [namespace, reference, address] = parts as [ChainNamespace, string, string]
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * Builds a CAIP-2 network id; throws InvalidCaipNetworkIdError when the result would not parse back.
 *
 * @example
 * toCaipNetworkId('eip155', 31337) // 'eip155:31337'
 */
export function toCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id: CaipNetworkId = `${namespace}:${reference}`
  // building an id that cannot be parsed back would only move the failure somewhere harder to trace
  parseCaipNetworkId(id)
  return id
}

/**
 * Builds a CAIP-10 account id; throws InvalidCaipAddressError when the result would not parse back.
 *
 * @example
 * toCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // 'eip155:1:0xab16…'
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value: CaipAddress = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value
}

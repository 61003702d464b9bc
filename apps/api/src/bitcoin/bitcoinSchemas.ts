import { z } from '@hono/zod-openapi'
import { ApiError } from '../http/errors'
import type { BitcoinNode } from '../http/types'
import { type ParsedBitcoinAddress, parseBitcoinAddress } from './parseBitcoinAddress'

/** A Bitcoin chain's CAIP-2 id (CAIP-4): `bip122:` and 32 lowercase hex characters of the genesis hash. */
export const BITCOIN_CAIP2_PATTERN = /^bip122:[0-9a-f]{32}$/

/** `{chainId}` of the Bitcoin routes. */
export const BitcoinChainIdParamSchema = z
  .string()
  .regex(BITCOIN_CAIP2_PATTERN, 'must be bip122: and the first 32 hex characters of the genesis hash')
  .openapi({
    param: { name: 'chainId', in: 'path' },
    example: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  })

/** A Bitcoin address before its network is known: base58 or bech32 characters, checked once the node is. */
export const BitcoinAddressTextSchema = z
  .string()
  .min(14)
  .max(90)
  .regex(/^[a-zA-Z0-9]+$/, 'must be a Bitcoin address')

/** A transaction id: 64 hex characters. */
export const TxidSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be a transaction id: 64 lowercase hex characters')
  .openapi({ param: { name: 'txid', in: 'path' } })

/**
 * The address checked against the node's network, or 400 INVALID_PARAMS saying which network it must be of.
 *
 * @example
 * const address = requireBitcoinAddress(node, 'rb1q…')
 */
export function requireBitcoinAddress(node: BitcoinNode, address: string): ParsedBitcoinAddress {
  const parsed = parseBitcoinAddress(address, node.network)
  if (!parsed) {
    throw new ApiError(
      'INVALID_PARAMS',
      `address: not a Bitcoin address of ${node.caipNetworkId} (${node.network})`,
    )
  }
  return parsed
}

import type { CaipNetworkId, SiwxMessageData } from '@latch/core'

/**
 * A sign-in-with-wallet message (spec §3; CAIP-122, which is EIP-4361 for eip155): core's message
 * fields, narrowed to what the standard allows. Times are RFC 3339 strings, kept as written so that a
 * parsed message builds back to the same text.
 */
export interface SiwxMessage extends SiwxMessageData {
  /** The RFC 3986 authority asking: `example.com` or `127.0.0.1:5173`, no scheme. */
  domain: string
  /** EIP-55 checksummed for eip155, base58 for solana. */
  accountAddress: string
  /** CAIP-2: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  /** The RFC 3986 URI the sign-in is for. */
  uri: string
  version: '1'
  /** At least 8 letters and digits, fresh for each sign-in. */
  nonce: string
  issuedAt: string
  /** One line, what the person agrees to. */
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  /** RFC 3986 URIs the sign-in covers. */
  resources?: string[]
  /** The URI scheme of the page asking (`https`), when given. */
  scheme?: string
}

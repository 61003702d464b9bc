import type { SiwxMessageData } from '@latch/core'

/**
 * A sign-in-with-wallet message (spec §3; CAIP-122, which is EIP-4361 for eip155): core's message
 * fields, with the version the standard allows and the optional scheme. Addresses are EIP-55
 * checksummed on eip155 and base58 on solana; the nonce is at least 8 letters and digits; times are
 * RFC 3339 strings, kept as written so that a parsed message builds back to the same text.
 */
export interface SiwxMessage extends SiwxMessageData {
  version: '1'
  /** The URI scheme of the page asking (`https`), when given. */
  scheme?: string
}

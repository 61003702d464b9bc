import { isBitcoinAddress, isPolkadotAddress, isSolanaAddress } from '@latch/core/internal'
import { getAddress, isAddress } from 'viem'

/** What differs between the namespaces a CAIP-122 message can be for. */
export interface SiwxNamespace {
  /** The account word of the header: "…sign in with your Ethereum account:". */
  accountWord: string
  /** The address as written in the message, or `undefined` when it is not one. */
  normalizeAddress(address: string): string | undefined
  /** Whether an address read from a message is written as the standard requires (eip155: EIP-55). */
  isWrittenAddress(address: string): boolean
  /** The chain reference as written after "Chain ID: ". */
  referencePattern: RegExp
}

export const SIWX_NAMESPACES: Record<string, SiwxNamespace> = {
  eip155: {
    accountWord: 'Ethereum',
    normalizeAddress: (address) => (isAddress(address, { strict: false }) ? getAddress(address) : undefined),
    // EIP-4361: the address MUST be EIP-55 checksummed.
    isWrittenAddress: (address) => isAddress(address, { strict: false }) && getAddress(address) === address,
    referencePattern: /^[1-9][0-9]{0,31}$/,
  },
  solana: {
    accountWord: 'Solana',
    normalizeAddress: (address) => (isSolanaAddress(address) ? address : undefined),
    isWrittenAddress: isSolanaAddress,
    referencePattern: /^[-_a-zA-Z0-9]{1,32}$/,
  },
  // CAIP-4 and CAIP-13: the reference is the first 32 hex characters of the genesis block's hash
  bip122: {
    accountWord: 'Bitcoin',
    normalizeAddress: (address) => (isBitcoinAddress(address) ? address : undefined),
    isWrittenAddress: isBitcoinAddress,
    referencePattern: /^[0-9a-f]{32}$/,
  },
  polkadot: {
    accountWord: 'Polkadot',
    normalizeAddress: (address) => (isPolkadotAddress(address) ? address : undefined),
    isWrittenAddress: isPolkadotAddress,
    referencePattern: /^[0-9a-f]{32}$/,
  },
}

/** The namespace of an account word, e.g. 'Ethereum' → 'eip155'. */
export function namespaceOfAccountWord(word: string): string | undefined {
  return Object.entries(SIWX_NAMESPACES).find(([, namespace]) => namespace.accountWord === word)?.[0]
}

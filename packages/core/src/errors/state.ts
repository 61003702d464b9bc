import { LatchError, type LatchErrorOptions } from './LatchError'

export class NetworkNotFoundError extends LatchError<'NETWORK_NOT_FOUND'> {
  override name = 'NetworkNotFoundError'
  constructor(options?: LatchErrorOptions) {
    super('NETWORK_NOT_FOUND', 'Network not found', options)
  }
}

export class ChainAdapterNotFoundError extends LatchError<'CHAIN_ADAPTER_NOT_FOUND'> {
  override name = 'ChainAdapterNotFoundError'
  constructor(options?: LatchErrorOptions) {
    super('CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found', options)
  }
}

export class UnsupportedChainError extends LatchError<'UNSUPPORTED_CHAIN'> {
  override name = 'UnsupportedChainError'
  constructor(options?: LatchErrorOptions) {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain', options)
  }
}

/** The balance could not be read, or the network is not supported (spec §8 snackbar). */
export class TokenBalanceUnavailableError extends LatchError<'TOKEN_BALANCE_UNAVAILABLE'> {
  override name = 'TokenBalanceUnavailableError'
  constructor(options?: LatchErrorOptions) {
    super('TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', options)
  }
}

/** The history service could not be read (spec §8 snackbar). */
export class FetchTransactionsError extends LatchError<'FETCH_TRANSACTIONS_FAILED'> {
  override name = 'FetchTransactionsError'
  constructor(options?: LatchErrorOptions) {
    super('FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions', options)
  }
}

/** The NFT service could not be read (the NFTs tab shows its error state). */
export class FetchNftsError extends LatchError<'FETCH_NFTS_FAILED'> {
  override name = 'FetchNftsError'
  constructor(options?: LatchErrorOptions) {
    super('FETCH_NFTS_FAILED', 'Failed to fetch NFTs', options)
  }
}

/** `createLatch` got a config it cannot use; `field` names the offending path. */
export class InvalidConfigError extends LatchError<'INVALID_CONFIG'> {
  override name = 'InvalidConfigError'
  readonly field: string
  constructor(field: string, reason: string) {
    super('INVALID_CONFIG', `Invalid config: ${field}`, { details: `${field}: ${reason}` })
    this.field = field
  }
}

/** A namespace outside eip155, solana, polkadot, bip122 and cosmos (spec §3). */
export class UnknownNamespaceError extends LatchError<'UNKNOWN_NAMESPACE'> {
  override name = 'UnknownNamespaceError'
  readonly namespace: string
  constructor(namespace: string) {
    super('UNKNOWN_NAMESPACE', 'Unknown namespace', {
      details: `"${namespace}" is not one of eip155, solana, polkadot, bip122, cosmos.`,
    })
    this.namespace = namespace
  }
}

/** A Latch hook ran outside a `<LatchProvider>`, so there is no instance to read. */
export class LatchProviderNotFoundError extends LatchError<'NO_PROVIDER'> {
  override name = 'LatchProviderNotFoundError'
  constructor(options?: LatchErrorOptions) {
    super('NO_PROVIDER', 'Latch hooks need a <LatchProvider> above them', options)
  }
}

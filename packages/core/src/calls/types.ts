/** One call of a batch (EIP-5792): a recipient or contract, native value in the smallest unit, call data. */
export interface WalletCall {
  to: string
  value?: bigint
  /** 0x-prefixed hex. */
  data?: string
}

/**
 * What a wallet can do with a batch of calls on one network (EIP-5792 `wallet_getCapabilities`), read
 * for the connected account. A wallet without the method has none: `atomic` 'unsupported', no paymaster.
 */
export interface WalletCapabilities {
  /**
   * 'supported': the wallet runs a batch all or nothing (a smart account); 'ready': it can, after an
   * upgrade of the account it will ask for (EIP-7702); 'unsupported': calls go one by one, if at all.
   */
  atomic: 'supported' | 'ready' | 'unsupported'
  /** A paymaster pays the network fee (ERC-7677), so the account needs no native currency for gas. */
  paymasterService: boolean
  /** Every capability as the wallet named it, for the ones Latch does not read. */
  all: Record<string, unknown>
}

/** A batch's progress (EIP-5792 `wallet_getCallsStatus`), from its status code's hundreds. */
export type CallsStatusName = 'pending' | 'confirmed' | 'failed' | 'reverted' | 'partiallyReverted'

export interface CallsStatus {
  /** 1xx pending, 2xx confirmed, 4xx failed off-chain (never included), 5xx reverted, 6xx partly reverted. */
  status: CallsStatusName
  /** The wallet's own code, e.g. 100 or 200. */
  statusCode: number
  /** Whether the batch ran atomically. */
  atomic: boolean
  /** The transactions that carried the calls, once included. */
  receipts: { transactionHash: string; status: 'success' | 'reverted' }[]
}

import type { TransactionReceipt } from '../adapter'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { UnsupportedMethodError } from '../errors/rpc'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { TransactionReceiptError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveNetwork } from '../selectors'
import { reportActionError } from './reportActionError'

export interface WaitForTransactionReceiptParameters {
  /** The hash `sendTransaction` resolved. */
  hash: string
}

/** Whether the transaction succeeded or reverted, its block and hash. */
export type WaitForTransactionReceiptReturnType = TransactionReceipt

/** What `waitForTransactionReceipt` rejects with. */
export type WaitForTransactionReceiptErrorType =
  | InvalidInputError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | TransactionReceiptError
  | LatchError

/**
 * Waits until a transaction on the active network is mined, reading over the network's configured
 * RPC (not the wallet). A reverted transaction resolves with `status: 'reverted'`; only a failure to
 * read the receipt rejects.
 *
 * @example
 * const { status } = await waitForTransactionReceipt(latch, { hash: await sendTransaction(latch, { to, value }) })
 */
export async function waitForTransactionReceipt(
  latch: Latch,
  parameters: WaitForTransactionReceiptParameters,
): Promise<WaitForTransactionReceiptReturnType> {
  if (typeof parameters?.hash !== 'string' || parameters.hash === '') {
    throw reportActionError(latch, new InvalidInputError('hash', 'a transaction hash is required'))
  }
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const adapter = latch.adapters.get(namespace)
  if (!adapter) {
    throw reportActionError(latch, new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}.` }))
  }
  const network = getActiveNetwork(latch, state)
  if (!network) {
    throw reportActionError(
      latch,
      new NetworkNotFoundError({ details: `${state.activeCaipNetworkId} is not configured.` }),
    )
  }
  if (!adapter.waitForTransactionReceipt) {
    throw reportActionError(
      latch,
      new UnsupportedMethodError({ details: `The ${namespace} adapter cannot waitForTransactionReceipt.` }),
    )
  }
  try {
    return await adapter.waitForTransactionReceipt({ hash: parameters.hash, network })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError
        ? cause
        : new TransactionReceiptError({ cause, details: parseError(cause) }),
    )
  }
}

import type { WalletCapabilities } from '../calls/types'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { UnknownRpcError, type UnsupportedMethodError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import type { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

/** Whether the wallet runs a batch all or nothing, and whether a paymaster pays its fee. */
export type GetCapabilitiesReturnType = WalletCapabilities

/** What `getCapabilities` rejects with: nothing connected, an adapter without batches, or the wallet's failure. */
export type GetCapabilitiesErrorType =
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UnknownRpcError
  | LatchError

/**
 * What the connected wallet can do with a batch of calls on the active network (EIP-5792): atomic
 * batches (a smart account: the email login's, or a browser wallet that is one) and a paymaster paying
 * the fee. A wallet without `wallet_getCapabilities` answers `atomic: 'unsupported'`. Changes no state.
 *
 * @example
 * const { atomic } = await getCapabilities(latch)
 * if (atomic === 'supported') await sendCalls(latch, { calls: [approve, transfer] })
 */
export async function getCapabilities(latch: Latch): Promise<GetCapabilitiesReturnType> {
  const { call, connectorId, address, network } = getActiveWallet(latch, 'getCapabilities')
  try {
    return await call({ connectorId, address, network })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new UnknownRpcError({ cause, details: parseError(cause) }),
    )
  }
}

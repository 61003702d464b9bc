import type { WalletCapabilities } from '../calls/types'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { UnknownRpcError } from '../errors/rpc'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

/**
 * What the connected wallet can do with a batch of calls on the active network (EIP-5792): atomic
 * batches (a smart account: the email login's, or a browser wallet that is one) and a paymaster paying
 * the fee. A wallet without `wallet_getCapabilities` answers `atomic: 'unsupported'`. Changes no state.
 *
 * @example
 * const { atomic } = await getCapabilities(latch)
 * if (atomic === 'supported') await sendCalls(latch, { calls: [approve, transfer] })
 */
export async function getCapabilities(latch: Latch): Promise<WalletCapabilities> {
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

import { type Network, SendTransactionError, SendValidationError, UnsupportedMethodError } from '@latch/core'
import type { Signer } from '@polkadot/api/types'
import { buildNativeTransfer } from './buildNativeTransfer'
import { firstLine } from './firstLine'
import { getPolkadotApi } from './getPolkadotApi'
import { isPolkadotAddress } from './isPolkadotAddress'
import type { InjectedExtension } from './polkadotExtension'
import { toPolkadotWalletError } from './toPolkadotWalletError'

export interface SendPolkadotTransferParameters {
  address: string
  to: string
  /** In the smallest unit (planck). */
  amount: bigint
  network: Network
}

/**
 * Sends `amount` of the native currency from `address` to `to` on `network`: builds the balances transfer
 * (`buildNativeTransfer`) over the host's node, has the extension sign it (`signer.signPayload`, where the
 * person approves), submits it and resolves its extrinsic hash once the node accepted it. A refusal in the
 * extension is a `UserRejectedRequestError`; a receiver that is not an SS58 address a `SendValidationError`;
 * anything else a `SendTransactionError`.
 *
 * @example
 * const hash = await sendPolkadotTransfer(extension, { address, to, amount: 10n ** 12n, network })
 */
export async function sendPolkadotTransfer(
  extension: InjectedExtension,
  { address, to, amount, network }: SendPolkadotTransferParameters,
): Promise<string> {
  if (!isPolkadotAddress(to)) {
    throw new SendValidationError('invalid-receiver', 'Invalid receiver address', {
      details: `${to} is not an SS58 address.`,
    })
  }
  if (amount <= 0n) {
    throw new SendValidationError('invalid-amount', 'Invalid amount', {
      details: 'The amount must be above 0.',
    })
  }
  if (typeof extension.signer.signPayload !== 'function') {
    throw new UnsupportedMethodError({ details: 'The extension cannot sign transactions (no signPayload).' })
  }
  let transfer: ReturnType<typeof buildNativeTransfer>
  try {
    const api = await getPolkadotApi(network.rpcUrl)
    transfer = buildNativeTransfer(api, to, amount)
    // The extension's signer answers `{ id, signature }` to `signPayload`, which is all `Signer` asks.
    await transfer.signAsync(address, { signer: extension.signer as Signer })
  } catch (error) {
    throw toPolkadotWalletError(error, (options) => new SendTransactionError(options))
  }
  try {
    const api = await getPolkadotApi(network.rpcUrl)
    return (await api.rpc.author.submitExtrinsic(transfer)).toHex()
  } catch (error) {
    throw new SendTransactionError({
      details: `The node refused the transfer: ${firstLine(error)}`,
      cause: error,
    })
  }
}

import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { TransactionRevertedError } from '../errors/send'
import { SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { addPendingTransaction, settlePendingTransaction } from '../rules/pendingTransactions'
import type { ValidSend } from '../rules/validateSend'
import { accountDataKey } from '../store/accountData'
import type { LatchState, PendingTransaction } from '../store/state'
import { parseCaipAddress } from '../utils/caip'
import { formatUnits } from '../utils/formatUnits'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

/**
 * Sends a checked transfer from the connected account (for sendTokens and the Send form's submitSend):
 * the wallet is asked through the adapter's `sendTransfer`, the transaction shows in Activity as pending
 * at once, then confirmed or failed once mined. Resolves the hash; the caller reads balances and Activity
 * again (refreshAfterSend) once it has said what it has to. Failures are reported (a failed receipt wait reports itself) and thrown as Latch errors; a
 * revert is `TransactionRevertedError`.
 *
 * @example const hash = await runSend(latch, validateSend({ namespace, token, amount, receiver }))
 */
export async function runSend(latch: Latch, transfer: ValidSend): Promise<string> {
  const state = getStore(latch).getState()
  const { call, connectorId, address, network } = getActiveWallet(latch, 'sendTransfer')
  const key = accountDataKey(state)
  // the account or network changed meanwhile: what follows belongs to another Account view
  const update = (patch: (s: LatchState) => Partial<LatchState>) =>
    getStore(latch).setState((s) => (accountDataKey(s) === key ? patch(s) : s))
  let hash: string
  try {
    hash = await call({
      connectorId,
      address,
      to: transfer.to,
      amount: transfer.value,
      token: transfer.token.address ? parseCaipAddress(transfer.token.address).address : undefined,
      network,
    })
  } catch (cause) {
    const error =
      cause instanceof LatchError ? cause : new SendTransactionError({ cause, details: parseError(cause) })
    throw reportActionError(latch, error)
  }
  const sent = pendingSend({ hash, address, transfer, caipNetworkId: network.caipNetworkId })
  update((s) => ({ activity: { ...s.activity, pending: addPendingTransaction(s.activity.pending, sent) } }))
  const settle = (status: 'confirmed' | 'failed') =>
    update((s) => ({
      activity: { ...s.activity, pending: settlePendingTransaction(s.activity.pending, hash, status) },
    }))
  // a failed wait is reported by waitForTransactionReceipt; the entry stays pending, the chain may still mine it
  const { status } = await waitForTransactionReceipt(latch, { hash })
  if (status === 'reverted') {
    settle('failed')
    throw reportActionError(latch, new TransactionRevertedError(hash))
  }
  settle('confirmed')
  return hash
}

/** The Activity entry of a send just handed to the wallet. */
function pendingSend(sent: {
  hash: string
  address: string
  transfer: ValidSend
  caipNetworkId: string
}): PendingTransaction {
  const { hash, address, transfer, caipNetworkId } = sent
  return {
    id: `${caipNetworkId}:${hash}`,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: caipNetworkId,
      operationType: 'send',
      status: 'pending',
      sentFrom: address,
      sentTo: transfer.to,
      hash,
    },
    transfers: [
      {
        direction: 'out',
        sender: address,
        recipient: transfer.to,
        quantity: { numeric: formatUnits(transfer.value, Number(transfer.token.quantity.decimals)) },
        fungible_info: {
          name: transfer.token.name,
          symbol: transfer.token.symbol,
          icon: transfer.token.iconUrl ? { url: transfer.token.iconUrl } : null,
        },
        price: transfer.token.price,
      },
    ],
  }
}

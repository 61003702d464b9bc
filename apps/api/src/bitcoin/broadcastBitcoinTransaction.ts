import { Transaction } from '@scure/btc-signer'
import { ApiError } from '../http/errors'
import type { BitcoinNode } from '../http/types'
import { requestBitcoinNode } from './requestBitcoinNode'

/**
 * Hands a signed raw transaction to the node and checks that it took it: bcoin's `/broadcast` answers
 * success even when its policy or consensus checks refuse the transaction, so the node is asked about this
 * one txid (`GET /tx/:txid` answers it from the mempool, or from the chain once mined, which counts as
 * accepted). Never the whole mempool: anyone paying relay fees can make that megabytes long, and every
 * broadcast would read it. Resolves the txid. A transaction that does not decode is 400 INVALID_BODY; one
 * the node left out is 422 BITCOIN_TRANSACTION_REJECTED.
 *
 * @example
 * const txid = await broadcastBitcoinTransaction(node, '02000000000101…')
 */
export async function broadcastBitcoinTransaction(node: BitcoinNode, hex: string): Promise<string> {
  let txid: string
  try {
    txid = Transaction.fromRaw(Buffer.from(hex, 'hex'), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
    }).id
  } catch (error) {
    throw new ApiError('INVALID_BODY', `hex: not a Bitcoin transaction (${(error as Error).message})`)
  }
  await requestBitcoinNode(node, '/broadcast', { tx: hex })
  if (await requestBitcoinNode<{ hash: string }>(node, `/tx/${txid}`)) return txid
  throw new ApiError(
    'BITCOIN_TRANSACTION_REJECTED',
    `The node did not accept transaction ${txid} (an input already spent or missing, a fee below the relay minimum, or an invalid signature).`,
  )
}

import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinAddressPrefixes } from './bitcoinNetworks'
import type { BitcoinTransferPlan } from './planBitcoinTransfer'

export interface BuildTransferPsbtParameters {
  plan: BitcoinTransferPlan
  /** The sender's P2WPKH address: the change goes back to it. */
  from: string
  to: string
  prefixes: BitcoinAddressPrefixes
}

/**
 * The unsigned PSBT (BIP-174, version 0) of a planned transfer: each input with its `witnessUtxo` (what a
 * P2WPKH signer needs), the receiver's output, then the change. RBF is signalled (sequence below
 * 0xfffffffe), so a stuck transfer can be bumped.
 *
 * @example
 * const psbt = buildTransferPsbt({ plan, from, to, prefixes: BITCOIN_ADDRESS_PREFIXES.mainnet })
 */
export function buildTransferPsbt(params: BuildTransferPsbtParameters): Uint8Array {
  const { plan, prefixes } = params
  const tx = new Transaction({ version: 2 })
  for (const input of plan.inputs) {
    tx.addInput({
      txid: input.txid,
      index: input.vout,
      sequence: 0xfffffffd,
      witnessUtxo: { script: hex.decode(input.script), amount: input.value },
    })
  }
  tx.addOutputAddress(params.to, plan.amount, prefixes)
  if (plan.change > 0n) tx.addOutputAddress(params.from, plan.change, prefixes)
  return tx.toPSBT(0)
}

import { SendValidationError } from '@latch/core'

/** A spendable P2WPKH output of the sender, as the services list it. */
export interface BitcoinUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: bigint
  /** Hex output script. */
  script: string
}

/** What a transfer spends and pays: the inputs, the receiver's amount, the change and the fee. */
export interface BitcoinTransferPlan {
  inputs: BitcoinUtxo[]
  amount: bigint
  /** Back to the sender; 0 when what is left is dust, which then goes to the fee. */
  change: bigint
  fee: bigint
  /** The transaction's size in virtual bytes the fee was computed for. */
  vsize: number
}

/** A segwit transaction's fixed part: version, locktime, counts, and the marker and flag (¼ each). */
const OVERHEAD_VBYTES = 10.5
/** A P2WPKH input: outpoint, sequence, empty scriptSig, and its witness (72-byte signature, key) at ¼. */
const P2WPKH_INPUT_VBYTES = 68
/** An output's size by type: value (8), script length (1) and the script. */
const OUTPUT_VBYTES = { p2wpkh: 31, p2sh: 32, p2pkh: 34, p2wsh: 43, p2tr: 43 } as const

/** An output's type, which sets its size. */
export type BitcoinOutputType = keyof typeof OUTPUT_VBYTES

/**
 * The dust limit of a P2WPKH output at the default dust relay fee (3 sat/vB): an output worth less costs
 * more to spend than it holds, and nodes refuse to relay it.
 */
export const P2WPKH_DUST_SATS = 294n

export interface PlanBitcoinTransferParameters {
  utxos: readonly BitcoinUtxo[]
  amount: bigint
  /** sat/vB. */
  feeRate: number
  /** The receiver's output type (its size counts). */
  receiverType: BitcoinOutputType
}

/**
 * Plans a P2WPKH transfer: takes the sender's coins largest first (fewer inputs, a smaller fee) until they
 * pay `amount` and the fee at `feeRate` for the transaction with a change output; change back to the sender
 * unless it would be dust, when it is dropped into the fee. Pure: the same coins give the same plan.
 * Throws `SendValidationError` ('insufficient-balance') when the coins cannot pay, ('invalid-amount') for an
 * amount below the dust limit.
 *
 * @example
 * planBitcoinTransfer({ utxos, amount: 50_000n, feeRate: 2, receiverType: 'p2wpkh' }) // { inputs: [...], change, fee: 282n, vsize: 141 }
 */
export function planBitcoinTransfer(params: PlanBitcoinTransferParameters): BitcoinTransferPlan {
  const { amount, feeRate, receiverType } = params
  if (amount < P2WPKH_DUST_SATS) {
    throw new SendValidationError('invalid-amount', 'Enter a valid amount', {
      details: `${amount} satoshis is below the dust limit of ${P2WPKH_DUST_SATS}: nodes do not relay it.`,
    })
  }
  const sorted = [...params.utxos].sort((a, b) =>
    a.value === b.value ? a.txid.localeCompare(b.txid) || a.vout - b.vout : a.value > b.value ? -1 : 1,
  )
  const feeFor = (inputCount: number, withChange: boolean) => {
    const vsize = Math.ceil(
      OVERHEAD_VBYTES +
        inputCount * P2WPKH_INPUT_VBYTES +
        OUTPUT_VBYTES[receiverType] +
        (withChange ? OUTPUT_VBYTES.p2wpkh : 0),
    )
    return { vsize, fee: BigInt(Math.ceil(vsize * feeRate)) }
  }
  const inputs: BitcoinUtxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += utxo.value
    const withChange = feeFor(inputs.length, true)
    const change = total - amount - withChange.fee
    if (change >= P2WPKH_DUST_SATS) return { inputs, amount, change, ...withChange }
    const withoutChange = feeFor(inputs.length, false)
    if (total - amount >= withoutChange.fee) {
      // what is left is dust: it goes to the fee rather than to an output nobody can spend
      return { inputs, amount, change: 0n, fee: total - amount, vsize: withoutChange.vsize }
    }
  }
  const needed = amount + feeFor(Math.max(inputs.length, 1), false).fee
  throw new SendValidationError('insufficient-balance', 'Insufficient balance', {
    details: `The spendable balance, ${total} satoshis, does not cover ${needed} with the fee.`,
  })
}

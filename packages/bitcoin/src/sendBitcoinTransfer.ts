import { fromRpcError, LatchError, SendTransactionError, SendValidationError } from '@latch/core'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinAddressPrefixes } from './bitcoinNetworks'
import type { BitcoinServices } from './bitcoinServices'
import type { BitcoinWallet } from './bitcoinWallet'
import { buildTransferPsbt } from './buildTransferPsbt'
import { type BitcoinTransferPlan, planBitcoinTransfer } from './planBitcoinTransfer'
import { toOutputType } from './toOutputType'

export interface PlanTransferWithServicesParameters {
  services: BitcoinServices
  /** The sender's P2WPKH payment address. */
  from: string
  to: string
  amount: bigint
  prefixes: BitcoinAddressPrefixes
  /** The lowest fee rate used, sat/vB, whatever the services say. */
  feeRateFloor: number
}

/**
 * Plans a transfer from the sender's UTXOs and the fee rate the services answer (raised to the floor).
 * Only a P2WPKH sender can send (the PSBT is built for its inputs); a receiver must be an address of the
 * network.
 *
 * @example
 * const plan = await planTransferWithServices({ services, from, to, amount: 50_000n, prefixes, feeRateFloor: 1 })
 */
export async function planTransferWithServices(
  params: PlanTransferWithServicesParameters,
): Promise<BitcoinTransferPlan> {
  const { services, from, to, amount, prefixes } = params
  const receiverType = toOutputType(to, prefixes)
  if (!receiverType) {
    throw new SendValidationError('invalid-receiver', 'Invalid receiver address', {
      details: `${to} is not an address of this Bitcoin network (${prefixes.bech32}1…).`,
    })
  }
  if (toOutputType(from, prefixes) !== 'p2wpkh') {
    throw new SendTransactionError({
      details: `Transfers are sent from a native segwit (P2WPKH) payment address; ${from} is not one.`,
    })
  }
  const [utxos, feeRate] = await Promise.all([services.getUtxos(from), services.getFeeRate()])
  return planBitcoinTransfer({ utxos, amount, feeRate: Math.max(feeRate, params.feeRateFloor), receiverType })
}

/**
 * Sends `amount` satoshis from the wallet's payment address: plans it (`planTransferWithServices`), builds
 * the PSBT, asks the wallet to sign every input, checks the signed PSBT still pays what was asked (a wallet
 * may not change outputs), finalizes it and broadcasts it through the services, which confirm the node took
 * it. Resolves the txid. Wallet errors go through `fromRpcError` (4001: `UserRejectedRequestError`).
 *
 * @example
 * const txid = await sendBitcoinTransfer(wallet, { services, from, to, amount: 50_000n, prefixes, feeRateFloor: 1 })
 */
export async function sendBitcoinTransfer(
  wallet: BitcoinWallet,
  params: PlanTransferWithServicesParameters,
): Promise<string> {
  const plan = await planTransferWithServices(params)
  const psbt = buildTransferPsbt({ plan, from: params.from, to: params.to, prefixes: params.prefixes })
  let signed: Uint8Array
  try {
    signed = await wallet.signPsbt({
      psbt,
      signInputs: [{ address: params.from, indexes: plan.inputs.map((_, index) => index) }],
    })
  } catch (error) {
    throw fromRpcError(error)
  }
  let raw: string
  try {
    const tx = Transaction.fromPSBT(signed)
    assertSameOutputs(Transaction.fromPSBT(psbt), tx)
    for (let index = 0; index < tx.inputsLength; index++) {
      if (!tx.getInput(index).finalScriptWitness) tx.finalizeIdx(index)
    }
    raw = hex.encode(tx.extract())
  } catch (error) {
    if (error instanceof LatchError) throw error
    throw new SendTransactionError({
      details: `The wallet's signed PSBT cannot be used: ${(error as Error).message}`,
      cause: error,
    })
  }
  try {
    return await params.services.broadcast(raw)
  } catch (error) {
    throw new SendTransactionError({
      details: (error as LatchError).details ?? (error as Error).message,
      cause: error,
    })
  }
}

function assertSameOutputs(asked: Transaction, signed: Transaction): void {
  const outputs = (tx: Transaction) =>
    Array.from({ length: tx.outputsLength }, (_, index) => {
      const output = tx.getOutput(index)
      return `${output.amount}:${output.script ? hex.encode(output.script) : ''}`
    }).join(',')
  if (outputs(asked) !== outputs(signed)) {
    throw new SendTransactionError({ details: 'The wallet changed the transfer’s outputs while signing it.' })
  }
}

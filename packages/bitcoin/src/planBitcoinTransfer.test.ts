import { SendValidationError } from '@latch/core'
import { hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BITCOIN_ADDRESS_PREFIXES } from './bitcoinNetworks'
import { buildTransferPsbt } from './buildTransferPsbt'
import { type BitcoinUtxo, P2WPKH_DUST_SATS, planBitcoinTransfer } from './planBitcoinTransfer'

const network = BITCOIN_ADDRESS_PREFIXES.bcoinRegtest
const key = new Uint8Array(32).fill(7)
const sender = p2wpkh(
  hex.decode('02989c0b76cb563971fdc9bef31ec06c3560f3249d6ee9e5d83c57625596e05f6f'),
  network,
)
const receiver = 'rb1q0xcqpzrky6eff2g52qdye53xkk9jxkvr26ynlg'
const utxo = (value: bigint, txidByte = 'aa', vout = 0): BitcoinUtxo => ({
  txid: txidByte.repeat(32),
  vout,
  value,
  script: hex.encode(sender.script),
})

describe('planBitcoinTransfer', () => {
  it('pays the amount and a fee of vsize × rate from the largest coin, the rest back as change', () => {
    const plan = planBitcoinTransfer({
      utxos: [utxo(10_000n, 'aa'), utxo(100_000n, 'bb')],
      amount: 50_000n,
      feeRate: 2,
      receiverType: 'p2wpkh',
    })
    // 10.5 overhead + 68 input + 31 receiver + 31 change = 140.5 → 141 vB
    expect(plan).toEqual({
      inputs: [utxo(100_000n, 'bb')],
      amount: 50_000n,
      change: 49_718n,
      fee: 282n,
      vsize: 141,
    })
  })

  it('adds coins, largest first, until they pay amount and fee; a receiver of another type changes the size', () => {
    const plan = planBitcoinTransfer({
      utxos: [utxo(30_000n, 'aa'), utxo(40_000n, 'bb'), utxo(5_000n, 'cc')],
      amount: 60_000n,
      feeRate: 3,
      receiverType: 'p2tr',
    })
    expect(plan.inputs.map((input) => input.value)).toEqual([40_000n, 30_000n])
    // 10.5 + 2 × 68 + 43 + 31 = 220.5 → 221 vB × 3
    expect({ fee: plan.fee, vsize: plan.vsize, change: plan.change }).toEqual({
      fee: 663n,
      vsize: 221,
      change: 9_337n,
    })
  })

  it('drops change below the dust limit into the fee instead of making an unspendable output', () => {
    const plan = planBitcoinTransfer({
      utxos: [utxo(50_400n)],
      amount: 50_000n,
      feeRate: 1,
      receiverType: 'p2wpkh',
    })
    // with change: 141 sat fee leaves 259 < 294 dust; without: 110 vB, so all 400 goes to the fee
    expect(plan).toMatchObject({ change: 0n, fee: 400n, vsize: 110 })
    expect(P2WPKH_DUST_SATS).toBe(294n)
  })

  it('breaks ties between coins of equal value by txid then output index, so plans are stable', () => {
    const coins = [utxo(20_000n, 'bb', 1), utxo(20_000n, 'aa', 2), utxo(20_000n, 'aa', 0)]
    const plan = planBitcoinTransfer({ utxos: coins, amount: 30_000n, feeRate: 1, receiverType: 'p2wpkh' })
    expect(plan.inputs.map((input) => `${input.txid.slice(0, 2)}:${input.vout}`)).toEqual(['aa:0', 'aa:2'])
  })

  it("refuses with 'Insufficient balance' when the coins cannot pay amount and fee, and an amount below dust", () => {
    const short = () =>
      planBitcoinTransfer({ utxos: [utxo(50_000n)], amount: 49_950n, feeRate: 1, receiverType: 'p2wpkh' })
    expect(short).toThrow(SendValidationError)
    expect(short).toThrow(/^Insufficient balance/)
    expect(() =>
      planBitcoinTransfer({ utxos: [], amount: 1_000n, feeRate: 1, receiverType: 'p2wpkh' }),
    ).toThrow(expect.objectContaining({ reason: 'insufficient-balance' }))
    expect(() =>
      planBitcoinTransfer({ utxos: [utxo(50_000n)], amount: 293n, feeRate: 1, receiverType: 'p2wpkh' }),
    ).toThrow(expect.objectContaining({ reason: 'invalid-amount' }))
  })
})

describe('buildTransferPsbt', () => {
  it('makes a PSBT with each input and its witness UTXO, the receiver first and the change back to the sender, that the key can sign', () => {
    const plan = planBitcoinTransfer({
      utxos: [utxo(100_000n, 'bb', 3)],
      amount: 50_000n,
      feeRate: 2,
      receiverType: 'p2wpkh',
    })
    const psbt = Transaction.fromPSBT(
      buildTransferPsbt({ plan, from: sender.address!, to: receiver, prefixes: network }),
    )
    expect(psbt.inputsLength).toBe(1)
    expect(psbt.getInput(0)).toMatchObject({
      index: 3,
      sequence: 0xfffffffd,
      witnessUtxo: { amount: 100_000n },
    })
    expect(hex.encode(psbt.getInput(0).txid!)).toBe('bb'.repeat(32))
    expect(psbt.outputsLength).toBe(2)
    expect(psbt.getOutput(0).amount).toBe(50_000n)
    expect(psbt.getOutput(1).amount).toBe(plan.change)
    expect(hex.encode(psbt.getOutput(1).script!)).toBe(hex.encode(sender.script))
    expect(psbt.fee).toBe(plan.fee)
    psbt.sign(key)
    psbt.finalize()
    // the signed size is within the estimate (signatures are 71 or 72 bytes)
    expect(psbt.vsize).toBeLessThanOrEqual(plan.vsize)
  })
})

import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { BCOIN_REGTEST_NETWORK } from '../../bitcoin/bcoinRegtestNetwork'

/**
 * The prompt's line for a PSBT: what each output pays and to whom, and the fee, so a user never approves a
 * transfer the prompt hides. Throws on bytes that are not a PSBT, before anything is shown.
 *
 * @example
 * summarizeBitcoinPsbt(psbt) // 'Send 0.0005 BTC to rb1q…, 0.49 BTC to rb1q… (fee 0.00000282 BTC)'
 */
export function summarizeBitcoinPsbt(psbt: Uint8Array): string {
  const tx = Transaction.fromPSBT(psbt)
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index)
    return `${formatBtc(output.amount ?? 0n)} to ${receiverOf(output.script)}`
  })
  let fee = ''
  try {
    fee = ` (fee ${formatBtc(tx.fee)})`
  } catch {
    // an input without its previous output: the fee cannot be known
  }
  return `Send ${outputs.join(', ')}${fee}`
}

function receiverOf(script: Uint8Array | undefined): string {
  if (!script) return 'no script'
  try {
    return Address(BCOIN_REGTEST_NETWORK).encode(OutScript.decode(script))
  } catch {
    return 'an unknown script'
  }
}

function formatBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} BTC`
}

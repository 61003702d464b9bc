import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh, RawTx, RawWitness, Transaction } from '@scure/btc-signer'
import type { BitcoinDevnetKey } from '../../bitcoinAccounts'

/** BIP-340 tagged hash of the message, BIP-322's `message_hash`. */
function messageHash(message: Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return sha256(new Uint8Array([...tag, ...tag, ...message]))
}

/** The txid (internal byte order reversed, as a hex id) of BIP-322's virtual `to_spend` transaction. */
function toSpendTxid(script: Uint8Array, message: Uint8Array): Uint8Array {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        // OP_0 PUSH32 message_hash
        finalScriptSig: new Uint8Array([0x00, 0x20, ...messageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  return sha256(sha256(raw)).reverse()
}

/**
 * A BIP-322 "simple" signature of `message` by a devnet key's P2WPKH (payment) or P2TR key-path (ordinals)
 * address: the witness of the virtual `to_sign` transaction spending `to_spend`, serialized and base64, as
 * wallets answer `signMessage`. The address's prefix plays no part (only its output script), so a verifier
 * may read it as the same key's `bcrt1` address.
 *
 * @example
 * signBip322Simple(bitcoinDevnetAccount(0).payment, 'hello') // 'AkcwRAIg…'
 */
export function signBip322Simple(
  key: BitcoinDevnetKey,
  message: string,
  kind: 'payment' | 'ordinals',
): string {
  const bytes = new TextEncoder().encode(message)
  const publicKey =
    kind === 'payment' ? secp256k1.getPublicKey(key.privateKey, true) : schnorr.getPublicKey(key.privateKey)
  const payment = kind === 'payment' ? p2wpkh(publicKey) : p2tr(publicKey)
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendTxid(payment.script, bytes),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: payment.script, amount: 0n },
    ...(kind === 'ordinals' ? { tapInternalKey: publicKey } : {}),
  })
  // OP_RETURN
  toSign.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  toSign.sign(key.privateKey)
  toSign.finalize()
  return base64.encode(RawWitness.encode(toSign.getInput(0).finalScriptWitness!))
}

import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { base64, bech32, bech32m } from '@scure/base'
import { OutScript, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'

/** The networks a sign-in may come from: mainnet, testnet, Core's regtest and bcoin's regtest. */
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt', 'rb']

function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(new Uint8Array([...tagHash, ...tagHash, ...data]))
}

/** The witness version and program of a segwit address (v0 in bech32, v1 and up in bech32m). */
function decodeSegwitAddress(address: string): { version: number; program: Uint8Array } | undefined {
  for (const coder of [bech32, bech32m]) {
    try {
      const { prefix, words } = coder.decode(address as `${string}1${string}`)
      const version = words[0]
      if (version === undefined || !SEGWIT_PREFIXES.includes(prefix)) return undefined
      if ((version === 0) !== (coder === bech32)) continue
      return { version, program: coder.fromWords(words.slice(1)) }
    } catch {}
  }
  return undefined
}

/** BIP-322's virtual transaction to sign: it spends the one that commits to the message. */
function toSignTransaction(message: string, script: Uint8Array): Transaction {
  const messageHash = taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  })
  // the output first: a finalized input forbids adding outputs
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', messageHash]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}

/**
 * Whether a BIP-322 simple signature (base64 of the witness) is `address`'s over `message`: P2WPKH
 * (ECDSA) and P2TR key-path (Schnorr) addresses of mainnet, testnet and regtest.
 */
export function verifyBitcoinSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    const segwit = decodeSegwitAddress(address)
    if (!segwit) return false
    const witness = RawWitness.decode(base64.decode(signature))
    if (segwit.version === 0 && segwit.program.length === 20) {
      const [signed, publicKey] = witness
      if (witness.length !== 2 || !signed || !publicKey) return false
      const owner = ripemd160(sha256(publicKey))
      if (owner.some((byte, i) => byte !== segwit.program[i])) return false
      const script = OutScript.encode({ type: 'wpkh', hash: segwit.program })
      const hashType = signed[signed.length - 1] ?? 0
      const scriptCode = OutScript.encode({ type: 'pkh', hash: segwit.program })
      const sighash = toSignTransaction(message, script).preimageWitnessV0(0, scriptCode, hashType, 0n)
      const ecdsa = secp256k1.Signature.fromDER(signed.subarray(0, -1))
      return secp256k1.verify(ecdsa, sighash, publicKey, { lowS: false })
    }
    if (segwit.version === 1 && segwit.program.length === 32) {
      const [signed] = witness
      if (witness.length !== 1 || !signed || (signed.length !== 64 && signed.length !== 65)) return false
      const hashType = signed.length === 65 ? (signed[64] ?? 0) : SigHash.DEFAULT
      const script = OutScript.encode({ type: 'tr', pubkey: segwit.program })
      const sighash = toSignTransaction(message, script).preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(signed.subarray(0, 64), sighash, segwit.program)
    }
    return false
  } catch {
    return false
  }
}

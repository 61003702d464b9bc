import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { type BcoinCoin, createBcoinClient } from './bcoinClient'
import { BCOIN_REGTEST_NETWORK } from './bcoinRegtestNetwork'
import type { BitcoinNodeAccess } from './mineBitcoinBlocks'

/** Blocks a coinbase output waits before it can be spent (consensus). */
const COINBASE_MATURITY = 100

export interface SendBitcoinPaymentParameters {
  /** The payer's private key; it pays from its P2WPKH address. */
  privateKey: Uint8Array
  /** Receivers and their amounts in satoshis; any bcoin regtest address. */
  outputs: readonly { address: string; sats: bigint }[]
  /** The absolute fee in satoshis: fixed, so the fixtures' balances are exact. */
  feeSats: bigint
}

/**
 * Pays `outputs` from the key's P2WPKH coins on the devnet's node (largest first, change back to the payer),
 * broadcasts and checks the node took it (`GET /tx/:txid`, not the whole mempool), since bcoin's
 * `/broadcast` answers success even when its policy refused the transaction. Resolves the txid; nothing
 * is mined.
 *
 * @example
 * const txid = await sendBitcoinPayment(node, { privateKey, outputs: [{ address, sats: 50_000_000n }], feeSats: 1_000n })
 */
export async function sendBitcoinPayment(
  node: BitcoinNodeAccess,
  params: SendBitcoinPaymentParameters,
): Promise<string> {
  const client = createBcoinClient(node)
  const payer = p2wpkh(secp256k1.getPublicKey(params.privateKey, true), BCOIN_REGTEST_NETWORK)
  const height = await client.rpc<number>('getblockcount')
  const coins = ((await client.get<BcoinCoin[]>(`/coin/address/${payer.address}`)) ?? [])
    .filter((coin) => !coin.coinbase || height - coin.height + 1 > COINBASE_MATURITY)
    .sort((a, b) => b.value - a.value || a.hash.localeCompare(b.hash))
  const total = params.outputs.reduce((sum, output) => sum + output.sats, 0n) + params.feeSats
  const tx = new Transaction()
  let inputs = 0n
  for (const coin of coins) {
    if (inputs >= total) break
    tx.addInput({
      txid: coin.hash,
      index: coin.index,
      witnessUtxo: { script: hexToBytes(coin.script), amount: BigInt(coin.value) },
    })
    inputs += BigInt(coin.value)
  }
  if (inputs < total) throw new Error(`${payer.address} holds ${inputs} spendable sats, needs ${total}`)
  for (const output of params.outputs) tx.addOutputAddress(output.address, output.sats, BCOIN_REGTEST_NETWORK)
  // Change under the dust limit would be refused: it goes to the fee instead.
  if (inputs - total >= 546n) tx.addOutputAddress(payer.address!, inputs - total, BCOIN_REGTEST_NETWORK)
  tx.sign(params.privateKey)
  tx.finalize()
  const txid = tx.id
  await client.post('/broadcast', { tx: bytesToHex(tx.extract()) })
  if (!(await client.get(`/tx/${txid}`)))
    throw new Error(`bcoin refused transaction ${txid} (not in its mempool)`)
  return txid
}

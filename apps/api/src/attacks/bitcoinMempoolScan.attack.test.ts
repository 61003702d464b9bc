import {
  bitcoinDevnetAccount,
  devnetBitcoinSettings,
  mineBitcoinBlocks,
  type StartDevnetBitcoinReturnType,
  sendBitcoinPayment,
  startDevnetBitcoin,
} from '@latch/devnet'
import { p2wpkh, Transaction, utils } from '@scure/btc-signer'
import { bytesToHex, hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_ADDRESS_NETWORKS } from '../bitcoin/bitcoinNetworks'
import type { ApiApp } from '../http/types'
import {
  expectApiError,
  type StartRecordingProxyReturnType,
  startRecordingProxy,
  useTestApi,
} from '../testing'

// Anyone who pays relay fees can grow a node's mempool (mainnet's holds tens of thousands of
// transactions, megabytes of txids). If each broadcast through the services reads the whole mempool back
// to learn whether its own transaction got in, an attacker who fills the mempool, and anyone who then
// calls the broadcast route in a loop, makes every call cost the node and the services that much.
// Against the real bcoin regtest node, behind a pass-through proxy that notes what the services ask it.

const api = useTestApi()
let bitcoin: StartDevnetBitcoinReturnType
let proxy: StartRecordingProxyReturnType
let app: ApiApp

/** Transactions the attacker puts in the node's mempool before the victim broadcasts. */
const MEMPOOL_FILL = 60
const network = BITCOIN_ADDRESS_NETWORKS.bcoinRegtest

/** The attacker's own key: its address holds only the coins it splits, so each spend takes exactly one. */
const attackerKey = utils.randomPrivateKeyBytes()
const attackerAddress = (() => {
  const uncompressed = hexToBytes(privateKeyToAccount(bytesToHex(attackerKey)).publicKey)
  const compressed = new Uint8Array([uncompressed[64]! % 2 === 0 ? 2 : 3, ...uncompressed.subarray(1, 33)])
  return p2wpkh(compressed, network).address!
})()

beforeAll(async () => {
  bitcoin = await startDevnetBitcoin({ fixtures: false })
  proxy = await startRecordingProxy(bitcoin.url)
  const [node] = devnetBitcoinSettings(bitcoin).nodes
  app = api.createApp({ bitcoin: { nodes: [{ ...node!, url: proxy.url }] } })
  // The attacker splits a coin into many, mined, then spends each on its own: that many independent
  // mempool entries (no change, so none waits on another).
  await sendBitcoinPayment(bitcoin, {
    privateKey: bitcoinDevnetAccount(1).payment.privateKey,
    outputs: Array.from({ length: MEMPOOL_FILL }, () => ({ address: attackerAddress, sats: 10_000n })),
    feeSats: 20_000n,
  })
  await mineBitcoinBlocks(bitcoin, 1)
  for (let index = 0; index < MEMPOOL_FILL; index += 1) {
    await sendBitcoinPayment(bitcoin, {
      privateKey: attackerKey,
      outputs: [{ address: bitcoinDevnetAccount(5).payment.address!, sats: 9_000n }],
      feeSats: 1_000n,
    })
  }
}, 120_000)
afterAll(async () => {
  await proxy?.stop()
  await bitcoin?.stop()
})

/** A payment of `sats` from account `from`'s one coin to account 4, signed, as a wallet would send it. */
async function signedPayment(from: number, sats: bigint): Promise<Transaction> {
  const key = bitcoinDevnetAccount(from)
  const response = await api.request(`/v1/bitcoin/${bitcoin.caipNetworkId}/utxos/${key.payment.address}`, {
    app,
  })
  const { utxos } = (await response.json()) as {
    utxos: { txid: string; vout: number; value: string; script: string }[]
  }
  const [utxo] = utxos
  const tx = new Transaction()
  tx.addInput({
    txid: utxo!.txid,
    index: utxo!.vout,
    witnessUtxo: { script: Buffer.from(utxo!.script, 'hex'), amount: BigInt(utxo!.value) },
  })
  tx.addOutputAddress(bitcoinDevnetAccount(4).payment.address!, sats, network)
  tx.addOutputAddress(key.payment.address!, BigInt(utxo!.value) - sats - 1_000n, network)
  tx.sign(key.payment.privateKey)
  tx.finalize()
  return tx
}

const broadcast = (hex: string) =>
  api.request(`/v1/bitcoin/${bitcoin.caipNetworkId}/transactions`, { app, method: 'POST', json: { hex } })

describe('a broadcast checks its one transaction, never the whole mempool', () => {
  it('an accepted payment: the node is asked to broadcast it and about that txid only', async () => {
    const tx = await signedPayment(2, 50_000n)
    proxy.reset()
    const response = await broadcast(tx.hex)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ txid: tx.id })
    expect(proxy.requests().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /broadcast',
      `GET /tx/${tx.id}`,
    ])
  })

  it('a double spend the node leaves out (bcoin still answers its broadcast with success): 422, from the one lookup', async () => {
    const first = await signedPayment(3, 10_000n)
    const second = await signedPayment(3, 20_000n)
    expect((await broadcast(first.hex)).status).toBe(200)
    proxy.reset()
    const body = await expectApiError(await broadcast(second.hex), 422, 'BITCOIN_TRANSACTION_REJECTED')
    expect(body.message).toContain(second.id)
    expect(proxy.requests()).toEqual([
      { method: 'POST', path: '/broadcast', status: 200, responseBytes: expect.any(Number) },
      { method: 'GET', path: `/tx/${second.id}`, status: 404, responseBytes: expect.any(Number) },
    ])
  })
})

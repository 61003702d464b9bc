import {
  BITCOIN_DEVNET_START_SATS,
  bitcoinDevnetAccount,
  bitcoinDevnetStartBalance,
  devnetBitcoinSettings,
  mineBitcoinBlocks,
  type StartDevnetBitcoinReturnType,
  sendBitcoinPayment,
  startDevnetBitcoin,
} from '@latch/devnet'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_ADDRESS_NETWORKS } from '../bitcoin/bitcoinNetworks'
import type { ApiApp } from '../http/types'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()
let bitcoin: StartDevnetBitcoinReturnType
let app: ApiApp

beforeAll(async () => {
  bitcoin = await startDevnetBitcoin()
  app = api.createApp({ bitcoin: devnetBitcoinSettings(bitcoin) })
}, 60_000)
afterAll(async () => {
  await bitcoin?.stop()
})

const network = BITCOIN_ADDRESS_NETWORKS.bcoinRegtest
const hexToBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const get = (path: string, query: Record<string, string> = {}) => api.request(path, { app, query })
const json = async <T>(response: Response) => {
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const route = (path: string) => `/v1/bitcoin/${bitcoin.caipNetworkId}${path}`

interface Utxo {
  txid: string
  vout: number
  value: string
  script: string
  height: number | null
}

/** A P2WPKH payment of `sats` from account `from`'s UTXOs (as the services list them) to `to`, signed. */
async function signedPayment(from: number, to: string, sats: bigint, feeSats = 1_000n) {
  const key = bitcoinDevnetAccount(from)
  const { utxos } = await json<{ utxos: Utxo[] }>(await get(route(`/utxos/${key.payment.address}`)))
  const tx = new Transaction()
  const [utxo] = utxos
  tx.addInput({
    txid: utxo!.txid,
    index: utxo!.vout,
    witnessUtxo: { script: hexToBytes(utxo!.script), amount: BigInt(utxo!.value) },
  })
  tx.addOutputAddress(to, sats, network)
  tx.addOutputAddress(key.payment.address, BigInt(utxo!.value) - sats - feeSats, network)
  tx.sign(key.payment.privateKey)
  tx.finalize()
  return tx
}

describe('GET /v1/account/{address}/balance on a bip122 chain', () => {
  it('answers the sum of the address UTXOs as BTC, native (no address), 8 decimals', async () => {
    const address = bitcoinDevnetAccount(0).payment.address
    const { balances } = await json<{ balances: unknown[] }>(
      await get(`/v1/account/${address}/balance`, { chainId: bitcoin.caipNetworkId }),
    )
    expect(balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: bitcoin.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '8', numeric: '9.84999' },
        iconUrl: expect.stringContaining('/public/getTokenImage/BTC'),
      },
    ])
    expect(bitcoinDevnetStartBalance(0)).toBe(984_999_000n)
  })

  it('answers the same for a CAIP-10 bip122 account, and 0 for an unfunded ordinals (P2TR) address', async () => {
    const account = bitcoinDevnetAccount(3)
    const caip10 = `${bitcoin.caipNetworkId}:${account.payment.address}`
    const { balances } = await json<{ balances: { quantity: { numeric: string } }[] }>(
      await get(`/v1/account/${caip10}/balance`),
    )
    expect(balances[0]!.quantity.numeric).toBe('10')
    const ordinals = await json<{ balances: { quantity: { numeric: string } }[] }>(
      await get(`/v1/account/${account.ordinals.address}/balance`, { chainId: bitcoin.caipNetworkId }),
    )
    expect(ordinals.balances[0]!.quantity.numeric).toBe('0')
  })

  it('refuses an address of another network, a bare address without chainId, and an unserved bip122 chain', async () => {
    const mainnetAddress = p2wpkh(hexToBytes(bitcoinDevnetAccount(0).payment.publicKey)).address!
    await expectApiError(
      await get(`/v1/account/${mainnetAddress}/balance`, { chainId: bitcoin.caipNetworkId }),
      400,
      'INVALID_PARAMS',
    )
    await expectApiError(await get(`/v1/account/${mainnetAddress}/balance`), 400, 'INVALID_PARAMS')
    await expectApiError(
      await get(`/v1/account/${mainnetAddress}/balance`, {
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
      400,
      'CHAIN_NOT_SUPPORTED',
    )
  })
})

describe('GET /v1/bitcoin/{chainId}/utxos/{address}', () => {
  it('lists the spendable outputs with value, script and height', async () => {
    const account = bitcoinDevnetAccount(3)
    const { utxos } = await json<{ utxos: Utxo[] }>(await get(route(`/utxos/${account.payment.address}`)))
    expect(utxos).toEqual([
      {
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: expect.any(Number),
        value: String(BITCOIN_DEVNET_START_SATS),
        script: expect.stringMatching(/^0014[0-9a-f]{40}$/),
        height: 433,
      },
    ])
  })

  it('refuses a malformed chain id or address, and an address of another network', async () => {
    await expectApiError(await get('/v1/bitcoin/bip122:xyz/utxos/rb1qqqqqqqqqqqqqqqq'), 400, 'INVALID_PARAMS')
    await expectApiError(await get(route('/utxos/not-an-address!')), 400, 'INVALID_PARAMS')
    await expectApiError(
      await get(route('/utxos/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')),
      400,
      'INVALID_PARAMS',
    )
  })
})

describe('GET /v1/bitcoin/{chainId}/fee-rate', () => {
  it('answers the floor (1 sat/vB) when the node has no estimate, and the configured floor when higher', async () => {
    expect(await json(await get(route('/fee-rate')))).toEqual({ satPerVbyte: 1, source: 'floor' })
    const floored = api.createApp({ bitcoin: { ...devnetBitcoinSettings(bitcoin), feeRateFloor: 5 } })
    const response = await api.request(route('/fee-rate'), { app: floored })
    expect(await json(response)).toEqual({ satPerVbyte: 5, source: 'floor' })
  })

  it('answers 400 CHAIN_NOT_SUPPORTED for a chain without a node', async () => {
    await expectApiError(
      await get('/v1/bitcoin/bip122:000000000019d6689c085ae165831e93/fee-rate'),
      400,
      'CHAIN_NOT_SUPPORTED',
    )
  })
})

describe('POST /v1/bitcoin/{chainId}/transactions and GET …/transactions/{txid}', () => {
  const post = (hex: unknown) => api.request(route('/transactions'), { app, method: 'POST', json: { hex } })

  it('broadcasts a signed payment, which is pending until mined, then confirmed at its block height', async () => {
    const to = bitcoinDevnetAccount(5).ordinals.address
    const tx = await signedPayment(4, bitcoinDevnetAccount(5).payment.address, 30_000n)
    const { txid } = await json<{ txid: string }>(await post(tx.hex))
    expect(txid).toBe(tx.id)
    expect(to).toMatch(/^rb1p/)
    expect(await json(await get(route(`/transactions/${txid}`)))).toEqual({ txid, status: 'pending' })
    const [blockHash] = await mineBitcoinBlocks(bitcoin, 1)
    const status = await json<{ blockHeight: number }>(await get(route(`/transactions/${txid}`)))
    expect(status).toEqual({
      txid,
      status: 'confirmed',
      blockHeight: expect.any(Number),
      blockHash,
      confirmations: 1,
    })
  })

  it('answers 422 BITCOIN_TRANSACTION_REJECTED when the node leaves it out of its mempool (an input already spent)', async () => {
    // both spend account 2's one coin, to different receivers: the second is a double spend
    const first = await signedPayment(2, bitcoinDevnetAccount(1).payment.address, 10_000n)
    const second = await signedPayment(2, bitcoinDevnetAccount(3).payment.address, 20_000n)
    expect(second.getInput(0).txid).toEqual(first.getInput(0).txid)
    await json(await post(first.hex))
    const body = await expectApiError(await post(second.hex), 422, 'BITCOIN_TRANSACTION_REJECTED')
    expect(body.message).toContain(second.id)
    await mineBitcoinBlocks(bitcoin, 1)
  })

  it('refuses a body that is not a transaction, and 404s a txid the node does not know', async () => {
    await expectApiError(await post('zz'), 400, 'INVALID_BODY')
    await expectApiError(await post('00'.repeat(20)), 400, 'INVALID_BODY')
    await expectApiError(await get(route(`/transactions/${'ab'.repeat(32)}`)), 404, 'NOT_FOUND')
    await expectApiError(await get(route('/transactions/123')), 400, 'INVALID_PARAMS')
  })
})

it('the devnet sends the services can see: a payment made outside them shows in the balance once broadcast', async () => {
  const to = bitcoinDevnetAccount(1).ordinals.address
  await sendBitcoinPayment(bitcoin, {
    privateKey: bitcoinDevnetAccount(3).payment.privateKey,
    outputs: [{ address: to, sats: 70_000n }],
    feeSats: 1_000n,
  })
  const { balances } = await json<{ balances: { quantity: { numeric: string } }[] }>(
    await get(`/v1/account/${to}/balance`, { chainId: bitcoin.caipNetworkId }),
  )
  expect(balances[0]!.quantity.numeric).toBe('0.0007')
})

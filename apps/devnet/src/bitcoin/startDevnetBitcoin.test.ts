import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinDevnetAccount } from '../bitcoinAccounts'
import { type BcoinCoin, createBcoinClient } from './bcoinClient'
import {
  BITCOIN_DEVNET_HISTORY,
  BITCOIN_DEVNET_START_BLOCKS,
  bitcoinDevnetStartBalance,
} from './bitcoinFixtureDefinitions'
import { mineBitcoinBlocks } from './mineBitcoinBlocks'
import { sendBitcoinPayment } from './sendBitcoinPayment'
import { type StartDevnetBitcoinReturnType, startDevnetBitcoin } from './startDevnetBitcoin'

let bitcoin: StartDevnetBitcoinReturnType
beforeAll(async () => {
  bitcoin = await startDevnetBitcoin()
}, 60_000)
afterAll(async () => {
  await bitcoin?.stop()
})

const client = () => createBcoinClient(bitcoin)
const balanceOf = async (address: string) =>
  ((await client().get<BcoinCoin[]>(`/coin/address/${address}`)) ?? []).reduce(
    (sum, coin) => sum + BigInt(coin.value),
    0n,
  )

describe('startDevnetBitcoin', () => {
  it('names the regtest chain by its genesis hash (CAIP-4) and lists six accounts with rb1q payment and rb1p ordinals addresses', async () => {
    const genesis = await client().rpc<string>('getblockhash', [0])
    expect(bitcoin.caipNetworkId).toBe(`bip122:${genesis.slice(0, 32)}`)
    expect(bitcoin.accounts).toHaveLength(6)
    for (const [index, account] of bitcoin.accounts.entries()) {
      expect(account.paymentAddress).toBe(bitcoinDevnetAccount(index).payment.address)
      expect(account.paymentAddress).toMatch(/^rb1q[02-9ac-hj-np-z]{38}$/)
      expect(account.ordinalsAddress).toMatch(/^rb1p[02-9ac-hj-np-z]{58}$/)
    }
  })

  it('mines past segwit activation, funds each account and mines each history payment in its own block', async () => {
    const height = await client().rpc<number>('getblockcount')
    expect(height).toBe(BITCOIN_DEVNET_START_BLOCKS + 1 + BITCOIN_DEVNET_HISTORY.length)
    for (const [index, account] of bitcoin.accounts.entries()) {
      expect(await balanceOf(account.paymentAddress)).toBe(bitcoinDevnetStartBalance(index))
    }
    const history = await client().get<unknown[]>(`/tx/address/${bitcoin.accounts[0]!.paymentAddress}`)
    expect(history).toHaveLength(1 + BITCOIN_DEVNET_HISTORY.filter((p) => p.from === 0 || p.to === 0).length)
  })

  it('mineBitcoinBlocks confirms a payment left in the mempool', async () => {
    const to = bitcoinDevnetAccount(4).payment.address
    const before = await balanceOf(to)
    const txid = await sendBitcoinPayment(bitcoin, {
      privateKey: bitcoinDevnetAccount(5).payment.privateKey,
      outputs: [{ address: to, sats: 12_345n }],
      feeSats: 1_000n,
    })
    expect(await client().get<string[]>('/mempool')).toContain(txid)
    const [hash] = await mineBitcoinBlocks(bitcoin, 1)
    expect(await client().get<string[]>('/mempool')).toEqual([])
    expect((await client().get<{ block: string }>(`/tx/${txid}`))?.block).toBe(hash)
    expect(await balanceOf(to)).toBe(before + 12_345n)
  })

  it('sendBitcoinPayment refuses a payment above the spendable coins, and mineBitcoinBlocks a count below 1', async () => {
    await expect(
      sendBitcoinPayment(bitcoin, {
        privateKey: bitcoinDevnetAccount(3).payment.privateKey,
        outputs: [{ address: bitcoinDevnetAccount(4).payment.address, sats: 100_000_000_000n }],
        feeSats: 1_000n,
      }),
    ).rejects.toThrow(/holds \d+ spendable sats, needs 100000001000/)
    await expect(mineBitcoinBlocks(bitcoin, 0)).rejects.toThrow(RangeError)
  })
})

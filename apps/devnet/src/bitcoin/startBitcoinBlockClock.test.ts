import { afterAll, beforeAll, expect, it } from 'vitest'
import { bitcoinDevnetAccount } from '../bitcoinAccounts'
import { createBcoinClient } from './bcoinClient'
import { BITCOIN_DEVNET_FEE_SATS } from './bitcoinFixtureDefinitions'
import { sendBitcoinPayment } from './sendBitcoinPayment'
import { startBitcoinBlockClock } from './startBitcoinBlockClock'
import { type StartDevnetBitcoinReturnType, startDevnetBitcoin } from './startDevnetBitcoin'

let bitcoin: StartDevnetBitcoinReturnType
beforeAll(async () => {
  bitcoin = await startDevnetBitcoin({ fixtures: false })
})
afterAll(() => bitcoin?.stop())

it('mines a payment waiting in the mempool, and no block while the mempool is empty', async () => {
  const client = createBcoinClient(bitcoin)
  const height = await client.rpc<number>('getblockcount')
  const stop = startBitcoinBlockClock(bitcoin, 50)
  try {
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await client.rpc<number>('getblockcount')).toBe(height)
    await sendBitcoinPayment(bitcoin, {
      privateKey: bitcoinDevnetAccount(1).payment.privateKey,
      outputs: [{ address: bitcoinDevnetAccount(2).payment.address, sats: 10_000n }],
      feeSats: BITCOIN_DEVNET_FEE_SATS,
    })
    await expect.poll(() => client.get<string[]>('/mempool'), { timeout: 5_000 }).toEqual([])
    expect(await client.rpc<number>('getblockcount')).toBe(height + 1)
  } finally {
    stop()
  }
})

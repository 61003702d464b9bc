import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { getStore } from '../latch'
import { connectTestLatch, listingAdapter } from '../test-support/connectTestLatch'
import type { WalletAccount } from '../types'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqnxsy5m'
const regtest = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  rpcUrl: 'http://127.0.0.1:18443',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
} as const

/** A Bitcoin wallet granting an ordinals and a payment address, in that order, and connecting the payment one. */
function bitcoinWallet(accounts: WalletAccount[]): ChainAdapter {
  return {
    ...listingAdapter(PAYMENT),
    namespace: 'bip122',
    setup: ({ onConnectors }) => {
      onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'bip122' }])
      return () => {}
    },
    connect: async ({ connectorId, network }) => ({
      connectorId,
      address: PAYMENT,
      caipNetworkId: network.caipNetworkId,
      accounts,
    }),
  }
}

describe('connect: the accounts a wallet grants (spec §3 Account)', () => {
  it("keeps each account's type, public key and path, the connected address first", async () => {
    const ordinals: WalletAccount = {
      namespace: 'bip122',
      address: ORDINALS,
      type: 'ordinal',
      publicKey: '02ab',
    }
    const payment: WalletAccount = {
      namespace: 'bip122',
      address: PAYMENT,
      type: 'payment',
      publicKey: '03cd',
      path: "m/84'/1'/0'/0/0",
    }
    const { latch } = await connectTestLatch({
      networks: [regtest],
      adapters: [bitcoinWallet([ordinals, payment])],
    })
    const state = getStore(latch).getState()
    expect(state.accounts.bip122?.address).toBe(PAYMENT)
    expect(state.connections.bip122?.[0]?.accounts).toEqual([payment, ordinals])
  })

  it('a wallet that tells only its address: the connection lists that address', async () => {
    const { latch } = await connectTestLatch({ networks: [regtest], adapters: [bitcoinWallet([])] })
    expect(getStore(latch).getState().connections.bip122?.[0]?.accounts).toEqual([{ address: PAYMENT }])
  })
})

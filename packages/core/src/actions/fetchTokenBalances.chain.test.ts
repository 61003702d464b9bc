// fetchTokenBalances on a namespace the balance service does not serve: the adapter reads the chain.

import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { BALANCE_RETRY_AFTER_MS } from '../constants'
import { getLatchInternal, getStore } from '../latch'
import { connectTestLatch, listingAdapter } from '../test-support/connectTestLatch'
import { fetchTokenBalances } from './fetchTokenBalances'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const rococo = {
  caipNetworkId: 'polkadot:45454545454545454545454545454545',
  name: 'Latch Polkadot Devnet',
  rpcUrl: 'ws://127.0.0.1:9944',
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
} as const

/** A polkadot adapter whose chain read answers `chain.balance` (an error throws), counting its reads. */
function polkadotAdapter(balance: bigint | Error) {
  const chain = { balance, reads: 0 }
  const adapter: ChainAdapter = {
    ...listingAdapter(ALICE),
    namespace: 'polkadot',
    setup: ({ onConnectors }) => {
      onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'INJECTED', chain: 'polkadot' }])
      return () => {}
    },
    getBalance: async () => {
      chain.reads++
      if (chain.balance instanceof Error) throw chain.balance
      return { value: chain.balance, decimals: 12, symbol: 'ROC' }
    },
  }
  return { adapter, chain }
}

describe('fetchTokenBalances on polkadot', () => {
  it('the native coin from the chain, in its own decimals, with no price', async () => {
    const { adapter } = polkadotAdapter(5_500_000_000_000n)
    const { latch } = await connectTestLatch({ networks: [rococo], adapters: [adapter] })
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toEqual({
      key: `${rococo.caipNetworkId}:${ALICE}`,
      status: 'ready',
      tokens: [
        {
          name: 'Rococo',
          symbol: 'ROC',
          chainId: rococo.caipNetworkId,
          value: 0,
          price: 0,
          quantity: { decimals: '12', numeric: '5.5' },
          iconUrl: '',
        },
      ],
    })
  })

  it("a failed read: 'Token Balance Unavailable', and the chain is not asked again for 30 s", async () => {
    const { adapter, chain } = polkadotAdapter(new Error('socket closed'))
    const { latch, reported } = await connectTestLatch({ networks: [rococo], adapters: [adapter] })
    reported.length = 0
    const readsBefore = chain.reads
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'error', tokens: [] })
    expect(getStore(latch).getState().snackbar.message).toBe('Token Balance Unavailable')
    expect(reported.map((error) => error.code)).toEqual(['TOKEN_BALANCE_UNAVAILABLE'])
    await fetchTokenBalances(latch)
    expect(chain.reads).toBe(readsBefore + 1)
    chain.balance = 1_000_000_000_000n
    const key = [...getLatchInternal(latch).api.balanceFailedAt.keys()][0]!
    getLatchInternal(latch).api.balanceFailedAt.set(key, Date.now() - BALANCE_RETRY_AFTER_MS)
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'ready' })
    expect(getStore(latch).getState().portfolio.tokens[0]?.quantity.numeric).toBe('1')
  })
})

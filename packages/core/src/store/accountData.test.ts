import { describe, expect, it } from 'vitest'
import { disconnect } from '../actions/disconnect'
import { switchNetwork } from '../actions/switchNetwork'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ADDRESS, devnetA, devnetB } from '../test-support/networks'
import { tokenBalance } from '../test-support/tokens'
import { pendingTransaction } from '../test-support/transactions'
import { type AccountData, accountDataKey, emptyAccountData } from './accountData'
import type { LatchState } from './state'

/** Account data as if every tab had been read and the form half filled. */
function filled(key: string): AccountData {
  const empty = emptyAccountData()
  return {
    portfolio: { key, status: 'ready', tokens: [tokenBalance()] },
    nfts: { ...empty.nfts, key, status: 'ready' },
    activity: { ...empty.activity, key, status: 'ready', pending: [pendingTransaction('0x1')] },
    send: { ...empty.send, amount: '1', receiver: 'alice.latch.local' },
    swap: { ...empty.swap, amount: '2', tokensStatus: 'ready' },
    onramp: {
      ...empty.onramp,
      amount: '50',
      purchase: { id: 'p', provider: 'meld', status: 'waiting', knownIds: [] },
    },
  }
}
const dataOf = (state: LatchState): AccountData => ({
  portfolio: state.portfolio,
  nfts: state.nfts,
  activity: state.activity,
  send: state.send,
  swap: state.swap,
  onramp: state.onramp,
})

async function withData() {
  const { latch } = await connectTestLatch({ networks: [devnetA, devnetB] })
  const key = accountDataKey(getStore(latch).getState())
  if (!key) throw new Error('not connected')
  getStore(latch).setState(filled(key))
  return { latch, key }
}

describe('the Account data belongs to one account on one network', () => {
  it('its key is the active network and the connected address; none while disconnected', async () => {
    const { latch, key } = await withData()
    expect(key).toBe(`eip155:31337:${ADDRESS}`)
    await disconnect(latch)
    expect(accountDataKey(getStore(latch).getState())).toBeUndefined()
  })

  it('disconnect resets tokens, NFTs, activity (pending too), the send form and the on-ramp purchase', async () => {
    const { latch } = await withData()
    await disconnect(latch)
    expect(dataOf(getStore(latch).getState())).toEqual(emptyAccountData())
  })

  it('a network change resets it', async () => {
    const { latch } = await withData()
    await switchNetwork(latch, { caipNetworkId: devnetB.caipNetworkId })
    expect(dataOf(getStore(latch).getState())).toEqual(emptyAccountData())
  })

  it("the wallet's account change resets it", async () => {
    const { latch } = await withData()
    getStore(latch).setState((s) => ({
      accounts: { eip155: { ...s.accounts.eip155!, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
    }))
    expect(dataOf(getStore(latch).getState())).toEqual(emptyAccountData())
  })

  it('any other change keeps it, and an update that changes nothing notifies nobody', async () => {
    const { latch, key } = await withData()
    getStore(latch).setState({ open: true })
    expect(dataOf(getStore(latch).getState())).toEqual(filled(key))
    let notified = 0
    getStore(latch).subscribe(() => notified++)
    getStore(latch).setState((s) => s)
    expect(notified).toBe(0)
  })
})

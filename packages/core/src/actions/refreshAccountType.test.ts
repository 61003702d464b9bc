import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { SMART_ACCOUNT_ADDRESS, smartAccountLatch } from '../test-support/smartAccountLatch'
import { connect } from './connect'
import { refreshDeployment } from './refreshDeployment'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

const account = (latch: Latch) => getStore(latch).getState().accounts.eip155

describe('a network change reads the account type facts again (they are per network)', () => {
  it('the smart account deployed on the other network shows as deployed once the wallet answered', async () => {
    const { latch, two, unmount: stop } = smartAccountLatch()
    unmount = stop
    await connect(latch, { connectorId: 'AUTH' })
    expect(account(latch)?.smartAccountDeployed).toBe(false)
    two.wallets.AUTH.smartAccount!.deployed = true
    two.emit.chainChanged('AUTH', 'eip155:31337')
    await vi.waitFor(() => expect(account(latch)?.smartAccountDeployed).toBe(true))
    expect(account(latch)).toMatchObject({ caipNetworkId: 'eip155:31337', address: SMART_ACCOUNT_ADDRESS })
    expect(two.defaultsAsked).toEqual(['connect AUTH smartAccount', 'reconnect AUTH smartAccount'])
  })

  it('a wallet with one kind of account is not asked again', async () => {
    const { latch, two, unmount: stop } = smartAccountLatch()
    unmount = stop
    await connect(latch, { connectorId: 'browser' })
    two.emit.chainChanged('browser', 'eip155:31338')
    await vi.waitFor(() => expect(account(latch)?.caipNetworkId).toBe('eip155:31338'))
    expect(two.defaultsAsked).toEqual(['connect browser smartAccount'])
  })

  it('an answer about another account than the one held (the wallet moved on meanwhile) is not applied', async () => {
    const { latch, two, unmount: stop } = smartAccountLatch()
    unmount = stop
    await connect(latch, { connectorId: 'AUTH' })
    // the wallet now answers with its EOA, but has not said so with accountsChanged
    two.wallets.AUTH.smartAccount!.chosen = 'eoa'
    two.wallets.AUTH.smartAccount!.deployed = true
    two.emit.chainChanged('AUTH', 'eip155:31337')
    await vi.waitFor(() => expect(two.defaultsAsked).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(account(latch)).toMatchObject({
      address: SMART_ACCOUNT_ADDRESS,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
  })
})

describe('the first operation of a counterfactual smart account deploys it (refreshDeployment)', () => {
  it('after a send or a batch the facts are read again, so the account shows as deployed', async () => {
    const { latch, two, unmount: stop } = smartAccountLatch()
    unmount = stop
    await connect(latch, { connectorId: 'AUTH' })
    expect(account(latch)?.smartAccountDeployed).toBe(false)
    two.wallets.AUTH.smartAccount!.deployed = true
    refreshDeployment(latch)
    await vi.waitFor(() => expect(account(latch)?.smartAccountDeployed).toBe(true))
    expect(two.defaultsAsked).toEqual(['connect AUTH smartAccount', 'reconnect AUTH smartAccount'])
  })

  it('a deployed smart account, or a wallet with one kind of account, is not asked again', async () => {
    const { latch, two, unmount: stop } = smartAccountLatch()
    unmount = stop
    await connect(latch, { connectorId: 'browser' })
    refreshDeployment(latch)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(two.defaultsAsked).toEqual(['connect browser smartAccount'])
  })
})

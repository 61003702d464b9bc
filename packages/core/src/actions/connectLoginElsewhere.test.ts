import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { multichainWallets, SOLANA_ADDRESS, solanaLocal } from '../test-support/multichainWallets'
import { devnetA } from '../test-support/networks'
import { connect } from './connect'
import { mountLatch } from './mountLatch'
import { navigate } from './navigate'
import { open } from './open'
import { submitEmailCode } from './submitEmailCode'

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

function page(wallets: ReturnType<typeof multichainWallets>): Latch {
  const latch = createLatch({ networks: [devnetA, solanaLocal], adapters: wallets.adapters, storage: null })
  unmounts.push(mountLatch(latch))
  return latch
}

const summary = (latch: Latch) => {
  const s = getStore(latch).getState()
  return {
    activeNamespace: s.activeNamespace,
    activeConnectorIds: s.activeConnectorIds,
    eip155: s.accounts.eip155?.address,
    solana: s.accounts.solana?.address,
  }
}

describe('connectLoginElsewhere: an email login connects the embedded wallet on every namespace (one frame, one user)', () => {
  it('the namespace the login ran on becomes active; the other is connected beside it without a prompt', async () => {
    const wallets = multichainWallets({ login: true })
    const latch = page(wallets)
    await submitEmailCode(latch, { otp: '042042' })
    expect(summary(latch)).toEqual({
      activeNamespace: 'eip155',
      activeConnectorIds: { eip155: 'AUTH', solana: 'AUTH' },
      eip155: wallets.accounts.eip155.address,
      solana: SOLANA_ADDRESS,
    })
    expect(wallets.calls).toEqual(['connect AUTH', 'reconnect AUTH'])
  })

  it('run on Solana, Solana stays the active namespace', async () => {
    const wallets = multichainWallets({ login: true })
    const latch = page(wallets)
    getStore(latch).setState({ activeNamespace: 'solana', activeCaipNetworkId: solanaLocal.caipNetworkId })
    await submitEmailCode(latch, { otp: '042042' })
    expect(summary(latch)).toMatchObject({
      activeNamespace: 'solana',
      activeConnectorIds: { eip155: 'AUTH', solana: 'AUTH' },
    })
  })

  it('a namespace that already holds a wallet keeps it', async () => {
    const wallets = multichainWallets({ login: true })
    const latch = page(wallets)
    await connect(latch, { connectorId: 'dual-solana', namespace: 'solana' })
    getStore(latch).setState({ activeNamespace: 'eip155', activeCaipNetworkId: devnetA.caipNetworkId })
    await submitEmailCode(latch, { otp: '042042' })
    expect(summary(latch).activeConnectorIds).toEqual({ eip155: 'AUTH', solana: 'dual-solana' })
    expect(wallets.calls).not.toContain('reconnect AUTH')
  })

  it('a namespace whose side does not answer stays unconnected, and the login still succeeds', async () => {
    const wallets = multichainWallets({ login: true })
    wallets.switches.solana.revoked = true
    const latch = page(wallets)
    await submitEmailCode(latch, { otp: '042042' })
    expect(summary(latch)).toEqual({
      activeNamespace: 'eip155',
      activeConnectorIds: { eip155: 'AUTH' },
      eip155: wallets.accounts.eip155.address,
      solana: undefined,
    })
  })

  it('the login ending (the other chain’s adapter says so) forgets that chain and leaves the modal open on this one', async () => {
    const wallets = multichainWallets({ login: true })
    const latch = page(wallets)
    await submitEmailCode(latch, { otp: '042042' })
    open(latch)
    navigate(latch, { view: 'Networks' })
    wallets.events.solana?.disconnect('AUTH')
    const state = getStore(latch).getState()
    expect(state.accounts.solana).toBeUndefined()
    expect(state.activeConnectorIds).toEqual({ eip155: 'AUTH' })
    expect({ open: state.open, view: state.router.view }).toEqual({ open: true, view: 'Networks' })
  })
})

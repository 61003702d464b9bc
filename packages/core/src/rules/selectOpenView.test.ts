import { describe, expect, it } from 'vitest'
import { type SelectOpenViewInput, selectOpenView } from './selectOpenView'

const base: SelectOpenViewInput = {
  activeNamespace: 'eip155',
  manualWalletConnect: false,
  hasAdapters: true,
  hasAddress: false,
  isMobile: false,
  isConnected: false,
}

describe('selectOpenView: opening the modal chooses a view in this order', () => {
  it('1. if a requested namespace differs from the active chain, the network is switched', () => {
    expect(selectOpenView({ ...base, requestedNamespace: 'solana' })).toEqual({
      switchToNamespace: 'solana',
      view: 'Connect',
    })
  })

  it('1. a requested namespace equal to the active chain switches nothing', () => {
    expect(selectOpenView({ ...base, requestedNamespace: 'eip155' })).toEqual({ view: 'Connect' })
  })

  it('1. after a switch the remaining steps still choose the view', () => {
    expect(
      selectOpenView({
        ...base,
        requestedNamespace: 'solana',
        isConnected: true,
        requestedView: 'SwitchNetwork',
      }),
    ).toEqual({ switchToNamespace: 'solana', view: 'SwitchNetwork' })
  })

  it('2. if manual wallet-connect control is set: ConnectingWalletConnectBasic on desktop', () => {
    expect(
      selectOpenView({ ...base, manualWalletConnect: true, requestedView: 'Account', isConnected: true })
        .view,
    ).toBe('ConnectingWalletConnectBasic')
  })

  it('2. if manual wallet-connect control is set: AllWallets on mobile', () => {
    expect(selectOpenView({ ...base, manualWalletConnect: true, isMobile: true }).view).toBe('AllWallets')
  })

  it('2. there are no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic', () => {
    const noAdapters = { ...base, hasAdapters: false, hasAddress: false, requestedView: 'Account' as const }
    expect(selectOpenView(noAdapters).view).toBe('ConnectingWalletConnectBasic')
    expect(selectOpenView({ ...noAdapters, isMobile: true }).view).toBe('AllWallets')
  })

  it('2. no adapters but an address goes on to the next steps', () => {
    expect(selectOpenView({ ...base, hasAdapters: false, hasAddress: true, isConnected: true }).view).toBe(
      'Account',
    )
  })

  it('3. otherwise an explicitly requested view', () => {
    expect(selectOpenView({ ...base, requestedView: 'AllWallets', isConnected: true }).view).toBe(
      'AllWallets',
    )
  })

  it('4. otherwise Account when connected', () => {
    expect(selectOpenView({ ...base, isConnected: true, hasAddress: true }).view).toBe('Account')
  })

  it('5. otherwise Connect', () => {
    expect(selectOpenView(base)).toEqual({ view: 'Connect' })
  })
})

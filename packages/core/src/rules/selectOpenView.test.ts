import { describe, expect, it } from 'vitest'
import { type SelectOpenViewInput, selectOpenView } from './selectOpenView'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected = { eip155: { status: 'connected' as const, address: ADDRESS } }

const base: SelectOpenViewInput = {
  activeNamespace: 'eip155',
  accounts: {},
  manualWalletConnect: false,
  hasAdapters: true,
  isMobile: false,
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
        accounts: connected,
        requestedView: 'Networks',
      }),
    ).toEqual({ switchToNamespace: 'solana', view: 'Networks' })
  })

  it('1 then 4: connected on eip155, opening for solana chooses from solana (Connect, not an empty Account)', () => {
    expect(selectOpenView({ ...base, requestedNamespace: 'solana', accounts: connected })).toEqual({
      switchToNamespace: 'solana',
      view: 'Connect',
    })
    expect(
      selectOpenView({
        ...base,
        activeNamespace: 'solana',
        requestedNamespace: 'eip155',
        accounts: connected,
      }),
    ).toEqual({ switchToNamespace: 'eip155', view: 'Account' })
  })

  it('2. if manual wallet-connect control is set: ConnectingWalletConnectBasic on desktop', () => {
    expect(
      selectOpenView({ ...base, manualWalletConnect: true, requestedView: 'Account', accounts: connected })
        .view,
    ).toBe('ConnectingWalletConnectBasic')
  })

  it('2. if manual wallet-connect control is set: AllWallets on mobile', () => {
    expect(selectOpenView({ ...base, manualWalletConnect: true, isMobile: true }).view).toBe('AllWallets')
  })

  it('2. there are no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic', () => {
    const noAdapters = { ...base, hasAdapters: false, requestedView: 'Account' as const }
    expect(selectOpenView(noAdapters).view).toBe('ConnectingWalletConnectBasic')
    expect(selectOpenView({ ...noAdapters, isMobile: true }).view).toBe('AllWallets')
  })

  it('2. no adapters but an address goes on to the next steps', () => {
    expect(selectOpenView({ ...base, hasAdapters: false, accounts: connected }).view).toBe('Account')
  })

  it('3. otherwise an explicitly requested view', () => {
    expect(selectOpenView({ ...base, requestedView: 'AllWallets', accounts: connected }).view).toBe(
      'AllWallets',
    )
  })

  it('4. otherwise Account when connected', () => {
    expect(selectOpenView({ ...base, accounts: connected }).view).toBe('Account')
  })

  it('5. otherwise Connect', () => {
    expect(selectOpenView(base)).toEqual({ view: 'Connect' })
  })
})

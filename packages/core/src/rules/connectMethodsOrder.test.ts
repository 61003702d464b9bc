import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from './connectMethodsOrder'

describe('getConnectMethodsOrder', () => {
  it('connect method order defaults to email, social, wallet', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallets: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('if installed browser wallets exist, it is wallet, email, social', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallets: true })).toEqual(['wallet', 'email', 'social'])
  })

  it('a host-configured order wins', () => {
    expect(getConnectMethodsOrder({ configured: ['social', 'wallet'], hasInstalledWallets: true })).toEqual([
      'social',
      'wallet',
    ])
  })

  it('an empty configured order falls back to the default; duplicates are dropped', () => {
    expect(getConnectMethodsOrder({ configured: [], hasInstalledWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(getConnectMethodsOrder({ configured: ['wallet', 'wallet'], hasInstalledWallets: false })).toEqual([
      'wallet',
    ])
  })

  it('returns a fresh array the caller may change', () => {
    const configured = ['email'] as const
    const result = getConnectMethodsOrder({ configured, hasInstalledWallets: false })
    result.push('wallet')
    expect(configured).toEqual(['email'])
  })
})

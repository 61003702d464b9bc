import { describe, expect, it } from 'vitest'
import type { RouterState } from '../types/view'
import { planGoBack } from './planGoBack'

describe('planGoBack', () => {
  it('back pops the history', () => {
    const router: RouterState = {
      view: 'ConnectingExternal',
      history: ['Connect', 'AllWallets'],
      data: { connectorId: 'io.metamask' },
      transactionStack: [],
    }
    expect(planGoBack(router, { isConnected: false })).toEqual({
      router: { view: 'AllWallets', history: ['Connect'], data: undefined, transactionStack: [] },
      close: false,
    })
  })

  it('at the first view, back closes the modal', () => {
    const router: RouterState = { view: 'Account', history: [], transactionStack: [] }
    const result = planGoBack(router, { isConnected: true })
    expect(result.close).toBe(true)
    expect(result.router).toBe(router)
  })

  it('when connected and the previous view is Connect, Account is shown instead', () => {
    const router: RouterState = { view: 'ConnectingExternal', history: ['Connect'], transactionStack: [] }
    expect(planGoBack(router, { isConnected: true }).router).toEqual({
      view: 'Account',
      history: [],
      data: undefined,
      transactionStack: [],
    })
  })

  it('when not connected and the previous view is Connect, Connect is shown', () => {
    const router: RouterState = { view: 'ConnectingExternal', history: ['Connect'], transactionStack: [] }
    expect(planGoBack(router, { isConnected: false }).router.view).toBe('Connect')
  })

  it('keeps the transaction stack', () => {
    const action = { onCancel: () => {} }
    const router: RouterState = {
      view: 'ApproveTransaction',
      history: ['Account'],
      transactionStack: [action],
    }
    expect(planGoBack(router, { isConnected: true }).router.transactionStack).toEqual([action])
  })
})

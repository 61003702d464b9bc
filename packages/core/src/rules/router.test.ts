import { describe, expect, it } from 'vitest'
import type { RouterState } from '../types/view'
import { pushView, replaceView, resetView } from './router'

const onSuccess = () => {}
const start: RouterState = { view: 'Connect', history: [], transactionStack: [] }

describe('pushView', () => {
  it('puts the current view onto the history', () => {
    const next = pushView(start, 'AllWallets')
    expect(next).toEqual({ view: 'AllWallets', history: ['Connect'], data: undefined, transactionStack: [] })
    expect(pushView(next, 'ConnectingExternal', { connectorId: 'io.metamask' })).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'AllWallets'],
      data: { connectorId: 'io.metamask' },
      transactionStack: [],
    })
  })

  it('pushing the view already shown only updates its data', () => {
    const next = pushView({ ...start, view: 'SwitchNetwork', history: ['Account'] }, 'SwitchNetwork', {
      caipNetworkId: 'eip155:10',
    })
    expect(next.history).toEqual(['Account'])
    expect(next.data).toEqual({ caipNetworkId: 'eip155:10' })
  })

  it('keeps the transaction stack and does not mutate its input', () => {
    const router: RouterState = { ...start, transactionStack: [{ onSuccess }] }
    const next = pushView(router, 'ApproveTransaction')
    expect(next.transactionStack).toEqual([{ onSuccess }])
    expect(router).toEqual({ view: 'Connect', history: [], transactionStack: [{ onSuccess }] })
  })
})

describe('replaceView', () => {
  it('leaves the history unchanged', () => {
    const router: RouterState = { view: 'ConnectingExternal', history: ['Connect'], transactionStack: [] }
    expect(replaceView(router, 'Account')).toEqual({
      view: 'Account',
      history: ['Connect'],
      data: undefined,
      transactionStack: [],
    })
  })
})

describe('resetView', () => {
  it('clears the history and the transaction stack', () => {
    const router: RouterState = {
      view: 'ApproveTransaction',
      history: ['Connect', 'Account'],
      data: { connectorId: 'x' },
      transactionStack: [{ onSuccess }],
    }
    expect(resetView(router, 'Connect')).toEqual({
      view: 'Connect',
      history: [],
      data: undefined,
      transactionStack: [],
    })
  })
})

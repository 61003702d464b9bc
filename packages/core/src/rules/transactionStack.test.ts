import { describe, expect, it, vi } from 'vitest'
import type { RouterState, TransactionAction } from '../types/view'
import { pushTransaction, resolveTransaction } from './transactionStack'

function approving(action: TransactionAction, history: RouterState['history'] = ['Account']): RouterState {
  return { view: 'ApproveTransaction', history, transactionStack: [action] }
}

describe('pushTransaction', () => {
  it('puts the action on top of the stack', () => {
    const first = { onSuccess: vi.fn() }
    const second = { onError: vi.fn() }
    const router = pushTransaction(
      pushTransaction({ view: 'Account', history: [], transactionStack: [] }, first),
      second,
    )
    expect(router.transactionStack).toEqual([first, second])
  })
})

describe('resolveTransaction', () => {
  it('on success it runs the success action', () => {
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    const result = resolveTransaction(approving(action), 'success', { isConnected: true })
    expect(result.run).toBe(action.onSuccess)
    expect(result.close).toBe(false)
    expect(result.router).toEqual({ view: 'ApproveTransaction', history: ['Account'], transactionStack: [] })
    expect(action.onSuccess).not.toHaveBeenCalled()
  })

  it('on error it runs its action and then goes back', () => {
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    const result = resolveTransaction(approving(action), 'error', { isConnected: true })
    expect(result.run).toBe(action.onError)
    expect(result.close).toBe(false)
    expect(result.router).toEqual({ view: 'Account', history: [], data: undefined, transactionStack: [] })
  })

  it('on cancel it runs its action and then goes back', () => {
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    const result = resolveTransaction(approving(action, ['Connect']), 'cancel', { isConnected: true })
    expect(result.run).toBe(action.onCancel)
    expect(result.router.view).toBe('Account')
  })

  it('on cancel at the first view, going back closes the modal', () => {
    const action = { onCancel: vi.fn() }
    const result = resolveTransaction(approving(action, []), 'cancel', { isConnected: true })
    expect(result.close).toBe(true)
    expect(result.run).toBe(action.onCancel)
    expect(result.router).toEqual({ view: 'ApproveTransaction', history: [], transactionStack: [] })
  })

  it('pops only the top action', () => {
    const lower = { onSuccess: vi.fn() }
    const top = { onSuccess: vi.fn() }
    const router: RouterState = { view: 'ApproveTransaction', history: [], transactionStack: [lower, top] }
    const result = resolveTransaction(router, 'success', { isConnected: true })
    expect(result.run).toBe(top.onSuccess)
    expect(result.router.transactionStack).toEqual([lower])
  })

  it('an action without a callback for the outcome gives nothing to run', () => {
    const result = resolveTransaction(approving({ onSuccess: vi.fn() }), 'error', { isConnected: true })
    expect(result).not.toHaveProperty('run')
    expect(result.router.view).toBe('Account')
  })

  it('an empty stack: nothing to run, router unchanged', () => {
    const router: RouterState = { view: 'Account', history: ['Connect'], transactionStack: [] }
    const result = resolveTransaction(router, 'error', { isConnected: true })
    expect(result).toEqual({ router, close: false })
    expect(result.router).toBe(router)
  })
})

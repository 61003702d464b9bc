import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { navigate } from './navigate'
import { open } from './open'
import { trackTransaction } from './trackTransaction'

const rejected = Object.assign(new Error('refused'), { code: 'USER_REJECTED' })
const reverted = Object.assign(new Error('reverted'), { code: 'TRANSACTION_REVERTED' })
const isRefusal = (error: unknown) => (error as { code?: string }).code === 'USER_REJECTED'

/** The modal on Send → Preview, as a person reaches it. */
function onPreview() {
  const latch = createLatch({ networks: [devnetA], storage: null })
  open(latch, { view: 'Account' })
  navigate(latch, { view: 'WalletSend' })
  navigate(latch, { view: 'WalletSendPreview' })
  return latch
}

describe('trackTransaction: the router transaction stack (spec §4)', () => {
  it('is on the stack while the wallet decides', async () => {
    const latch = onPreview()
    let finish: (hash: string) => void = () => {}
    const sent = trackTransaction(
      latch,
      {},
      () => new Promise<string>((resolve) => (finish = resolve)),
      isRefusal,
    )
    expect(getStore(latch).getState().router.transactionStack).toHaveLength(1)
    finish('0x1')
    await expect(sent).resolves.toBe('0x1')
    expect(getStore(latch).getState().router.transactionStack).toEqual([])
  })

  it.each([
    ['a refusal', rejected, 'onCancel'],
    ['a failure', reverted, 'onError'],
  ] as const)('%s runs its action, then goes back to the form', async (_, error, callback) => {
    const latch = onPreview()
    const action = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    await expect(trackTransaction(latch, action, () => Promise.reject(error), isRefusal)).rejects.toBe(error)
    expect(action[callback]).toHaveBeenCalledOnce()
    expect(action.onSuccess).not.toHaveBeenCalled()
    const { router, open: isOpen } = getStore(latch).getState()
    expect(isOpen).toBe(true)
    expect(router).toMatchObject({ view: 'WalletSend', transactionStack: [] })
  })

  it('success runs the success action and stays (the caller goes on)', async () => {
    const latch = onPreview()
    const action = { onSuccess: vi.fn(), onError: vi.fn() }
    await trackTransaction(latch, action, () => Promise.resolve('0x1'), isRefusal)
    expect(action.onSuccess).toHaveBeenCalledOnce()
    expect(getStore(latch).getState().router.view).toBe('WalletSendPreview')
  })

  it('a person who moved on meanwhile is not taken back; the action still runs', async () => {
    const latch = onPreview()
    const action = { onError: vi.fn() }
    let fail: (error: Error) => void = () => {}
    const sent = trackTransaction(
      latch,
      action,
      () => new Promise<string>((_, reject) => (fail = reject)),
      isRefusal,
    )
    navigate(latch, { view: 'Networks' })
    fail(reverted)
    await expect(sent).rejects.toBe(reverted)
    expect(action.onError).toHaveBeenCalledOnce()
    expect(getStore(latch).getState().router).toMatchObject({ view: 'Networks', transactionStack: [] })
  })

  it('with the modal closed (a host calling submitSend) nothing is pushed and nothing navigates', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const action = { onCancel: vi.fn() }
    await expect(trackTransaction(latch, action, () => Promise.reject(rejected), isRefusal)).rejects.toBe(
      rejected,
    )
    expect(action.onCancel).toHaveBeenCalledOnce()
    expect(getStore(latch).getState()).toMatchObject({
      open: false,
      router: { view: 'Connect', transactionStack: [] },
    })
  })
})

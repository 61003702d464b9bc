import { describe, expect, it } from 'vitest'
import { type ApprovalRequest, createApprovalQueue } from './approvalQueue'

/** An approval screen the test answers by hand: it records what it was shown, one at a time. */
function screen() {
  const shown: ApprovalRequest[] = []
  let answer: (approved: boolean) => void = () => {}
  const ask = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      shown.push(request)
      answer = resolve
    })
  return { shown, ask, answer: (approved: boolean) => answer(approved) }
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'approved',
    (error: { rpcCode?: number }) => error.rpcCode,
  )

describe('approvals of unsafe requests', () => {
  it('shows one request at a time, in order', async () => {
    const { shown, ask, answer } = screen()
    const approve = createApprovalQueue(ask)
    const first = settled(approve({ action: 'signMessage', details: ['one'] }))
    const second = settled(approve({ action: 'signMessage', details: ['two'] }))
    await Promise.resolve()
    expect(shown.map((request) => request.details[0])).toEqual(['one'])
    answer(true)
    expect(await first).toBe('approved')
    await expect.poll(() => shown.length).toBe(2)
    answer(true)
    expect(await second).toBe('approved')
  })

  it('pending unsafe requests are aborted when rejected: every waiting one answers 4001', async () => {
    const { shown, ask, answer } = screen()
    const approve = createApprovalQueue(ask)
    const all = [1, 2, 3].map((n) => settled(approve({ action: 'sendTransaction', details: [String(n)] })))
    await Promise.resolve()
    answer(false)
    expect(await Promise.all(all)).toEqual([4001, 4001, 4001])
    expect(shown).toHaveLength(1)
    // the queue goes on working for the next request
    const next = settled(approve({ action: 'signMessage', details: ['later'] }))
    await expect.poll(() => shown.length).toBe(2)
    answer(true)
    expect(await next).toBe('approved')
  })

  it('a screen that fails counts as a rejection', async () => {
    const approve = createApprovalQueue(() => Promise.reject(new Error('screen gone')))
    expect(await settled(approve({ action: 'signMessage', details: [] }))).toBe(4001)
  })
})

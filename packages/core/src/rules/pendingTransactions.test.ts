import { describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants'
import { pendingTransaction, transaction } from '../test-support/transactions'
import {
  addPendingTransaction,
  mergePendingTransactions,
  settlePendingTransaction,
} from './pendingTransactions'

const hashes = (list: readonly { metadata: { hash?: string } }[]) => list.map((t) => t.metadata.hash)

describe('pending transactions', () => {
  it('a sent transaction goes in front; the same hash is never kept twice', () => {
    const first = addPendingTransaction([], pendingTransaction('0x1'))
    const second = addPendingTransaction(first, pendingTransaction('0x2'))
    expect(hashes(second)).toEqual(['0x2', '0x1'])
    expect(hashes(addPendingTransaction(second, pendingTransaction('0x1')))).toEqual(['0x1', '0x2'])
  })

  it('Pending transactions limit 99: the oldest is dropped', () => {
    let pending = addPendingTransaction([], pendingTransaction('0x0'))
    for (let i = 1; i <= PENDING_TRANSACTIONS_LIMIT; i++)
      pending = addPendingTransaction(pending, pendingTransaction(`0x${i}`))
    expect(pending).toHaveLength(99)
    expect(pending[0]?.metadata.hash).toBe('0x99')
    expect(hashes(pending)).not.toContain('0x0')
  })

  it('mined: the entry is marked confirmed or failed, the others untouched', () => {
    const pending = [pendingTransaction('0x2'), pendingTransaction('0x1')]
    const settled = settlePendingTransaction(pending, '0x1', 'failed')
    expect(settled.map((t) => t.metadata.status)).toEqual(['pending', 'failed'])
    expect(settled[0]).toBe(pending[0])
    expect(settlePendingTransaction(pending, '0x3', 'confirmed')).toEqual(pending)
  })

  it('pending transactions merged in front of fetched ones, the indexed one replacing its pending entry', () => {
    const pending = [pendingTransaction('0xAA'), pendingTransaction('0xbb')]
    const fetched = [transaction('0xaa'), transaction('0xcc')]
    const merged = mergePendingTransactions(pending, fetched)
    expect(hashes(merged)).toEqual(['0xbb', '0xaa', '0xcc'])
    expect(merged[1]).toBe(fetched[0])
  })
})

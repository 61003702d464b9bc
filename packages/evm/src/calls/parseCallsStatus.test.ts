import { describe, expect, it } from 'vitest'
import { parseCallsStatus } from './parseCallsStatus'

const transactionHash = `0x${'cd'.repeat(32)}`

describe('parseCallsStatus', () => {
  it.each([
    [100, 'pending'],
    [200, 'confirmed'],
    [400, 'failed'],
    [500, 'reverted'],
    [600, 'partiallyReverted'],
    [199, 'pending'],
  ])('reads status %i as %s', (code, name) => {
    expect(parseCallsStatus({ status: code, atomic: true })).toEqual({
      status: name,
      statusCode: code,
      atomic: true,
      receipts: [],
    })
  })

  it('reads each receipt: 0x1 succeeded, anything else reverted; atomic false when unsaid', () => {
    expect(
      parseCallsStatus({
        status: 600,
        receipts: [
          { transactionHash, status: '0x1', logs: [] },
          { transactionHash, status: '0x0' },
        ],
      }),
    ).toEqual({
      status: 'partiallyReverted',
      statusCode: 600,
      atomic: false,
      receipts: [
        { transactionHash, status: 'success' },
        { transactionHash, status: 'reverted' },
      ],
    })
  })

  it.each([
    ['a 3xx code', { status: 300 }],
    ['a string status', { status: 'CONFIRMED' }],
    ['a code outside 100 to 699', { status: 700 }],
    ['a receipt without a hash', { status: 200, receipts: [{ status: '0x1' }] }],
    ['null', null],
  ])('refuses %s', (_, answer) => {
    expect(parseCallsStatus(answer)).toBeUndefined()
  })
})

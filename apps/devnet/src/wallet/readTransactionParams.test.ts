import { describe, expect, it } from 'vitest'
import { readTransactionParams, summarizeTransaction } from './readTransactionParams'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readTransactionParams', () => {
  it('decodes hex quantities and keeps addresses and data', () => {
    expect(
      readTransactionParams([
        { to: TO, value: '0x16345785d8a0000', gas: '0x5208', nonce: '0x2', data: '0xabcd' },
      ]),
    ).toEqual({ to: TO, value: 100000000000000000n, gas: 21000n, nonce: 2, data: '0xabcd' })
  })

  it('rejects what is not a transaction with -32602', () => {
    for (const params of [
      undefined,
      [],
      ['0x1'],
      [{ value: '0x1' }],
      [{ to: 'bob' }],
      [{ to: TO, value: 5 }],
    ]) {
      expect(() => readTransactionParams(params)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })
})

describe('summarizeTransaction', () => {
  it('says what moves where', () => {
    expect(summarizeTransaction({ to: TO, value: 10n ** 17n })).toBe(`Send 0.1 ETH to ${TO}`)
    expect(summarizeTransaction({ to: TO, data: '0xa9059cbb00' })).toBe(
      `Send 0 ETH to ${TO} with 5 bytes of data`,
    )
    expect(summarizeTransaction({ data: '0x6080' })).toBe(
      'Deploy a contract (2 bytes of code), sending 0 ETH',
    )
  })
})

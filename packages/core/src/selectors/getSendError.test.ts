import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { tokenBalance } from '../test-support/tokens'
import { getSendError } from './getSendError'

describe('getSendError', () => {
  it('the message the form shows before any click, and none once the form is valid', () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const state = getStore(latch).getState()
    expect(getSendError(state)?.shortMessage).toBe('An amount and receiver address are required')
    const send = {
      ...state.send,
      token: tokenBalance({ numeric: '1' }),
      amount: '1',
      receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }
    expect(getSendError({ ...state, send })).toBeUndefined()
    const fee = { value: 1n, formatted: '0.000', symbol: 'ETH' }
    expect(getSendError({ ...state, send: { ...send, fee } })?.shortMessage).toBe('Insufficient balance')
  })
})

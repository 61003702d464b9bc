import { UserRejectedRequestError as LatchUserRejectedRequestError, NetworkNotFoundError } from '@latch/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toWagmiSwitchChainError } from './toWagmiError'

describe('toWagmiSwitchChainError', () => {
  it('the person’s refusal in Latch is viem’s UserRejectedRequestError (4001), Latch’s error its cause', () => {
    const refusal = new LatchUserRejectedRequestError()
    const error = toWagmiSwitchChainError(refusal)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(refusal)
  })

  it('any other failure is viem’s SwitchChainError, Latch’s error its cause', () => {
    const failure = new NetworkNotFoundError({ details: 'eip155:1 is not configured.' })
    const error = toWagmiSwitchChainError(failure)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.cause).toBe(failure)
  })

  it('a thrown non-error still becomes a SwitchChainError', () => {
    expect(toWagmiSwitchChainError('nope')).toBeInstanceOf(SwitchChainError)
  })
})

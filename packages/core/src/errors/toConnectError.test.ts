import { describe, expect, it } from 'vitest'
import { ConnectionRejectedError, ConnectionTimeoutError, FailedToConnectError } from './connection'
import { toConnectError } from './toConnectError'

describe('toConnectError', () => {
  it("a wallet's refusal (4001) is 'Connection rejected'", () => {
    const error = toConnectError({ code: 4001, message: 'User rejected the request.' })
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.shortMessage).toBe('Connection rejected')
  })

  it("anything else is 'Failed to connect', naming what the wallet said", () => {
    const error = toConnectError({ code: -32603, message: 'Internal error: keyring locked' })
    expect(error).toBeInstanceOf(FailedToConnectError)
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toContain('keyring locked')
  })

  it('a LatchError passes through as it is', () => {
    const timeout = new ConnectionTimeoutError(1000)
    expect(toConnectError(timeout)).toBe(timeout)
  })
})

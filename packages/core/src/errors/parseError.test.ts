import { describe, expect, it } from 'vitest'
import { ConnectionRejectedError } from './connection'
import { parseError } from './parseError'
import { UserRejectedRequestError } from './rpc'

describe('parseError', () => {
  it('error parsing takes a string as is', () => {
    expect(parseError('Popup closed')).toBe('Popup closed')
  })

  it('error parsing takes the first issue message', () => {
    const zodLike = Object.assign(new Error('[{"message":"long json"}]'), {
      issues: [{ message: 'Invalid email' }, { message: 'second' }],
    })
    expect(parseError(zodLike)).toBe('Invalid email')
    expect(parseError({ issues: [{ message: 'Too short' }] })).toBe('Too short')
  })

  it('error parsing takes the error message', () => {
    expect(parseError(new Error('Failed to fetch'))).toBe('Failed to fetch')
    expect(parseError({ code: 4001, message: 'User denied account access' })).toBe(
      'User denied account access',
    )
  })

  it("prefers a LatchError's short message over its long message", () => {
    const error = new ConnectionRejectedError({ details: 'The wallet said no.' })
    expect(error.message).toContain('Details')
    expect(parseError(error)).toBe('Connection rejected')
    expect(parseError(new UserRejectedRequestError({ details: 'x' }))).toBe('User rejected the request')
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an empty object', {}],
    ['an empty string', ''],
    ['an error with an empty message', new Error('')],
    ['empty issues', { issues: [] }],
    ['an issue without message', { issues: [{ path: ['email'] }] }],
  ])("else 'Unknown error': %s", (_label, input) => {
    expect(parseError(input)).toBe('Unknown error')
  })
})

import { describe, expect, it } from 'vitest'
import { describeRejectedValue } from './describeRejectedValue'

describe('describeRejectedValue', () => {
  it('shows a secret by its length only', () => {
    expect(describeRejectedValue('hunter2-hunter2', 'secret')).toBe('15 characters, not shown')
  })

  it('shows URLs by scheme and host, without user info, path or query', () => {
    expect(describeRejectedValue('https://u:pw@mail.example.com:465', 'url')).toBe(
      '"https://mail.example.com:465/…"',
    )
    expect(describeRejectedValue('https://a.example/?token=x,http://b.example', 'url')).toBe(
      '"https://a.example/…,http://b.example"',
    )
    // no scheme: nothing of it is quoted, since `user:password@host` would be
    expect(describeRejectedValue('user:pw@host', 'url')).toBe('"(not a URL)"')
  })

  it('shows a value with nothing secret in it as typed', () => {
    expect(describeRejectedValue('1e3', 'value')).toBe('"1e3"')
  })
})

import { describe, expect, it } from 'vitest'
import { CHANNEL_TAG, createMessageId, MAX_MESSAGE_CHARS, readEnvelope } from './envelope'

const id = 'aaaaaaaaaaaaaaaaaaaaaa'

describe('readEnvelope', () => {
  it('reads { latch, id, type, payload }', () => {
    expect(readEnvelope({ latch: CHANNEL_TAG, id, type: 'IS_CONNECTED', payload: {} })).toEqual({
      latch: CHANNEL_TAG,
      id,
      type: 'IS_CONNECTED',
      payload: {},
    })
  })

  it("ignores other scripts' messages (no tag) without calling them rejections", () => {
    for (const data of [
      null,
      'hello',
      42,
      { type: 'IS_CONNECTED' },
      { latch: 'latch-frame/2', id, type: 'x', payload: {} },
    ])
      expect(readEnvelope(data)).toBeUndefined()
  })

  it.each([
    ['a missing payload', { latch: CHANNEL_TAG, id, type: 'IS_CONNECTED' }],
    ['an extra key', { latch: CHANNEL_TAG, id, type: 'IS_CONNECTED', payload: {}, origin: 'x' }],
    ['a short id', { latch: CHANNEL_TAG, id: 'abc', type: 'IS_CONNECTED', payload: {} }],
    ['a non-text type', { latch: CHANNEL_TAG, id, type: 7, payload: {} }],
    ['a Map payload', { latch: CHANNEL_TAG, id, type: 'IS_CONNECTED', payload: new Map() }],
    ['a Date in the payload', { latch: CHANNEL_TAG, id, type: 'X', payload: { at: new Date() } }],
    ['NaN in the payload', { latch: CHANNEL_TAG, id, type: 'X', payload: { n: Number.NaN } }],
    ['a typed array', { latch: CHANNEL_TAG, id, type: 'X', payload: new Uint8Array(4) }],
  ])('refuses %s as malformed', (_, data) => {
    expect(readEnvelope(data)).toBe('malformed')
  })

  it('refuses deep nesting as malformed and a message over MAX_MESSAGE_CHARS as oversize', () => {
    let deep: unknown = 'x'
    for (let level = 0; level < 40; level += 1) deep = [deep]
    expect(readEnvelope({ latch: CHANNEL_TAG, id, type: 'X', payload: deep })).toBe('malformed')
    const big = { latch: CHANNEL_TAG, id, type: 'X', payload: { data: 'a'.repeat(MAX_MESSAGE_CHARS) } }
    expect(readEnvelope(big)).toBe('oversize')
  })

  it('message ids are fresh and URL-safe', () => {
    const ids = new Set(Array.from({ length: 1000 }, createMessageId))
    expect(ids.size).toBe(1000)
    for (const value of ids) expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})

import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { readPersonalSignParams } from './readPersonalSignParams'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('readPersonalSignParams', () => {
  it('signs hex as raw bytes, shown as text when it is printable UTF-8', () => {
    expect(readPersonalSignParams([toHex('hello\nworld'), ME])).toEqual({
      message: { raw: toHex('hello\nworld') },
      address: ME,
      text: 'hello\nworld',
    })
    expect(readPersonalSignParams(['0xdeadbeef', ME]).text).toBe('0xdeadbeef')
  })

  it('signs other strings as UTF-8 text; accepts the swapped [address, message] order', () => {
    expect(readPersonalSignParams([ME, 'hi'])).toEqual({ message: 'hi', address: ME, text: 'hi' })
  })

  it('rejects malformed params with -32602', () => {
    for (const params of [undefined, ['hi'], [42, ME], ['hi', 'bob']]) {
      expect(() => readPersonalSignParams(params)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })
})

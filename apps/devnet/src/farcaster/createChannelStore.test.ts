import { describe, expect, it } from 'vitest'
import { createChannelStore } from './createChannelStore'

const request = { siweUri: 'https://shop.example/login', domain: 'shop.example' }

function storeAt(clock: { now: number }) {
  return createChannelStore({
    ttlMs: 1000,
    urlFor: (channelToken) => `http://127.0.0.1:8552/app?channelToken=${channelToken}`,
    now: () => clock.now,
  })
}

describe('createChannelStore', () => {
  it('keeps a channel for its time to live from its opening, completed or not, then forgets it', () => {
    const clock = { now: 0 }
    const store = storeAt(clock)
    const channel = store.open(request)
    clock.now = 999
    expect(store.read(channel.channelToken)).toBe(channel)
    store.complete(channel.channelToken, {
      message: 'm',
      signature: `0x${'11'.repeat(65)}`,
      fid: 1,
      username: 'ada',
      custody: '0x87aF07547726E0b8B9B20f3C1f8686DF000453Ca',
    })
    expect(store.read(channel.channelToken)?.completion?.fid).toBe(1)
    clock.now = 1000
    expect(store.read(channel.channelToken)).toBeUndefined()
  })

  it('gives each channel its own token, link and nonce, unless the app chose the nonce', () => {
    const store = storeAt({ now: 0 })
    const first = store.open(request)
    const second = store.open(request)
    expect(second.channelToken).not.toBe(first.channelToken)
    expect(first.url).toBe(`http://127.0.0.1:8552/app?channelToken=${first.channelToken}`)
    expect(first.nonce).toMatch(/^[0-9a-f]{24}$/)
    expect(second.nonce).not.toBe(first.nonce)
    expect(store.open({ ...request, nonce: 'appChosen1' }).signatureParams).toEqual({
      ...request,
      nonce: 'appChosen1',
    })
  })

  it('closes a channel at once', () => {
    const store = storeAt({ now: 0 })
    const channel = store.open(request)
    store.close(channel.channelToken)
    expect(store.read(channel.channelToken)).toBeUndefined()
  })
})

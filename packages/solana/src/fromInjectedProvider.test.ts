import { describe, expect, it } from 'vitest'
import { fromInjectedProvider } from './fromInjectedProvider'
import { ADDRESS, fakePhantom, publicKey } from './test-support/fakePhantom'

describe('fromInjectedProvider', () => {
  it('connects with a prompt and answers the public key as an address', async () => {
    const { provider, calls } = fakePhantom()
    expect(await fromInjectedProvider(provider).connect({ silent: false })).toEqual([ADDRESS])
    expect(calls).toEqual([undefined])
  })

  it('reconnects silently with onlyIfTrusted', async () => {
    const { provider, calls } = fakePhantom({ trusted: true })
    expect(await fromInjectedProvider(provider).connect({ silent: true })).toEqual([ADDRESS])
    expect(calls).toEqual([{ onlyIfTrusted: true }])
  })

  it("passes the wallet's refusal on to the caller", async () => {
    const { provider } = fakePhantom({ reject: true })
    await expect(fromInjectedProvider(provider).connect({ silent: false })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('signs the message bytes with the utf8 display hint and answers the signature', async () => {
    const { provider, calls } = fakePhantom()
    const message = new TextEncoder().encode('hello')
    expect(await fromInjectedProvider(provider).signMessage?.({ address: ADDRESS, message })).toEqual(
      new Uint8Array(64),
    )
    expect(calls).toEqual([{ message, display: 'utf8' }])
  })

  it('cannot sign and send (it would need a web3.js Transaction)', () => {
    expect(fromInjectedProvider(fakePhantom().provider).signAndSendTransaction).toBeUndefined()
  })

  it('forwards accountChanged and disconnect, and stops when unwatched', () => {
    const { provider, listeners } = fakePhantom()
    const seen: string[][] = []
    const stop = fromInjectedProvider(provider).watch((addresses) => seen.push(addresses))
    provider.emit('accountChanged', publicKey(ADDRESS))
    provider.emit('accountChanged', null)
    provider.emit('disconnect')
    expect(seen).toEqual([[ADDRESS], [], []])
    stop()
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createBrowserSiwx } from './createBrowserSiwx'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = (expirationTime: string) => ({
  data: {
    accountAddress: ADDRESS,
    chainId: 'eip155:1' as const,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: 'k3Jd8s0aQ1',
    issuedAt: '2026-01-01T00:00:00.000Z',
    expirationTime,
  },
  message: 'signed text',
  signature: '0xsigned',
})

describe('createBrowserSiwx', () => {
  it("hands back a kept session past its expiry, so Latch can say 'Session Expired' instead of asking silently", async () => {
    const siwx = createBrowserSiwx({ storage: null })
    const expired = session('2026-01-02T00:00:00.000Z')
    await siwx.addSession(expired)
    await expect(siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).resolves.toEqual([expired])
    await siwx.revokeSession('eip155:1', ADDRESS, async () => '')
    await expect(siwx.getSessions('eip155:1', ADDRESS)).resolves.toEqual([])
  })
})

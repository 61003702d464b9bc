import { describe, expect, it } from 'vitest'
import { DEVNET_PRIVATE_KEYS } from '../accounts'
import { announceDevWallet } from './announceDevWallet'
import { createDevWallet } from './createDevWallet'
import type { DevWallet } from './types'

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: DevWallet
}

function listen(target: EventTarget): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    seen.push((event as CustomEvent<Announcement>).detail)
  })
  return seen
}

const wallet = createDevWallet({
  chains: [{ id: 31337, name: 'Latch Devnet' }],
  privateKey: DEVNET_PRIVATE_KEYS[0],
  approve: async () => false,
})

describe('announceDevWallet (EIP-6963)', () => {
  it('announces once at start with frozen info: uuid, name, SVG data-URI icon, rdns, and the provider', () => {
    const target = new EventTarget()
    const seen = listen(target)
    const stop = announceDevWallet(wallet, target)
    expect(seen).toHaveLength(1)
    const [detail] = seen
    expect(detail?.provider).toBe(wallet)
    expect(detail?.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Latch Devnet Wallet',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: 'dev.latch.devnet-wallet',
    })
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
    expect(decodeURIComponent(detail!.info.icon)).toContain('<svg')
    stop()
  })

  it('answers every eip6963:requestProvider with the same uuid, until stopped', () => {
    const target = new EventTarget()
    const seen = listen(target)
    const stop = announceDevWallet(wallet, target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    expect(new Set(seen.map((detail) => detail.info.uuid)).size).toBe(1)
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
  })

  it('keeps one uuid per wallet across announcers, and a different one for another wallet', () => {
    const target = new EventTarget()
    const seen = listen(target)
    announceDevWallet(wallet, target)()
    announceDevWallet(wallet, target)()
    const other = createDevWallet({
      chains: [{ id: 1, name: 'Ethereum' }],
      privateKey: DEVNET_PRIVATE_KEYS[1],
      approve: async () => false,
    })
    announceDevWallet(other, target)()
    expect(seen[0]?.info.uuid).toBe(seen[1]?.info.uuid)
    expect(seen[2]?.info.uuid).not.toBe(seen[0]?.info.uuid)
  })
})

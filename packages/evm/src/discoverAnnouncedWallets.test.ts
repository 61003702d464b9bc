import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_RDNS } from '@latch/devnet/wallet'
import { describe, expect, it, vi } from 'vitest'
import { type AnnouncedWallet, discoverAnnouncedWallets } from './discoverAnnouncedWallets'

function devWallet() {
  return createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet' }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async () => true,
  })
}

const validInfo = {
  uuid: 'a4b1c2d3-0000-4000-8000-000000000000',
  name: 'Other',
  icon: DEV_WALLET_ICON,
  rdns: 'com.other',
}

describe('discoverAnnouncedWallets', () => {
  it('asks for wallets and hears the dev wallet answer (EIP-6963)', () => {
    const target = new EventTarget()
    const wallet = devWallet()
    announceDevWallet(wallet, target)
    const found: AnnouncedWallet[] = []
    const stop = discoverAnnouncedWallets(target, (announced) => found.push(announced))
    expect(found).toHaveLength(1)
    expect(found[0]?.info).toMatchObject({ rdns: DEV_WALLET_RDNS, icon: DEV_WALLET_ICON })
    expect(found[0]?.provider).toBe(wallet)
    stop()
  })

  it('hears a wallet that announces itself after discovery started', () => {
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    const stop = discoverAnnouncedWallets(target, onAnnounce)
    expect(onAnnounce).not.toHaveBeenCalled()
    announceDevWallet(devWallet(), target)
    expect(onAnnounce).toHaveBeenCalledTimes(1)
    stop()
  })

  it.each([
    ['no detail', undefined],
    ['a null detail', null],
    ['no info', { provider: devWallet() }],
    ['an empty rdns', { info: { ...validInfo, rdns: '' }, provider: devWallet() }],
    ['no uuid', { info: { ...validInfo, uuid: undefined }, provider: devWallet() }],
    ['an empty name', { info: { ...validInfo, name: '' }, provider: devWallet() }],
    [
      'an icon that is not a data URI',
      { info: { ...validInfo, icon: 'https://tracker.example/i.png' }, provider: devWallet() },
    ],
    ['a provider without request', { info: validInfo, provider: { on() {} } }],
    ['no provider', { info: validInfo }],
  ])('ignores an announcement with %s', (_, detail) => {
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    const stop = discoverAnnouncedWallets(target, onAnnounce)
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    expect(onAnnounce).not.toHaveBeenCalled()
    stop()
  })

  it('keeps the provider object itself, not a copy', () => {
    const target = new EventTarget()
    const provider = devWallet()
    const onAnnounce = vi.fn()
    const stop = discoverAnnouncedWallets(target, onAnnounce)
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: validInfo, provider } }),
    )
    expect(onAnnounce.mock.calls[0]?.[0].provider).toBe(provider)
    stop()
  })

  it('stops listening when stopped', () => {
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    discoverAnnouncedWallets(target, onAnnounce)()
    announceDevWallet(devWallet(), target)
    expect(onAnnounce).not.toHaveBeenCalled()
  })
})

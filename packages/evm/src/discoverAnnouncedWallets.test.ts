import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_ICON, DEV_WALLET_RDNS } from '@latch/devnet/wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AnnouncedWallet,
  discoverAnnouncedWallets,
  MAX_WALLET_ICON_LENGTH,
  MAX_WALLET_NAME_LENGTH,
} from './discoverAnnouncedWallets'

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

function announce(target: EventTarget, info: Record<string, unknown>, provider: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
}

describe('EIP-6963 spoofing', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it('the first announcement per rdns wins; a later one with the same rdns is ignored and reported in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const target = new EventTarget()
    const found: AnnouncedWallet[] = []
    const stop = discoverAnnouncedWallets(target, (wallet) => found.push(wallet))
    const real = devWallet()
    announce(target, validInfo, real)
    announce(
      target,
      { ...validInfo, uuid: 'ffffffff-0000-4000-8000-000000000000', name: 'Other (new)' },
      devWallet(),
    )
    expect(found.map((wallet) => wallet.provider)).toEqual([real])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain("a second wallet announced rdns 'com.other'")
    stop()
  })

  it('a wallet announcing itself again (same provider) is ignored without a report', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    const stop = discoverAnnouncedWallets(target, onAnnounce)
    const wallet = devWallet()
    announce(target, validInfo, wallet)
    announce(target, validInfo, wallet)
    expect(onAnnounce).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
    stop()
  })

  it('in production the ignored announcement is not reported', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    const stop = discoverAnnouncedWallets(target, onAnnounce)
    announce(target, validInfo, devWallet())
    announce(target, validInfo, devWallet())
    expect(onAnnounce).toHaveBeenCalledTimes(1)
    expect(warn).not.toHaveBeenCalled()
    stop()
  })

  it(`a name is cut to ${MAX_WALLET_NAME_LENGTH} characters`, () => {
    const target = new EventTarget()
    const found: AnnouncedWallet[] = []
    const stop = discoverAnnouncedWallets(target, (wallet) => found.push(wallet))
    announce(
      target,
      { ...validInfo, name: `MetaMask${' '.repeat(200)}(verified)${'🦊'.repeat(100)}` },
      devWallet(),
    )
    const name = found[0]?.info.name ?? ''
    expect(Array.from(name)).toHaveLength(MAX_WALLET_NAME_LENGTH)
    expect(name.startsWith('MetaMask')).toBe(true)
    stop()
  })

  it(`an icon over ${MAX_WALLET_ICON_LENGTH / 1024} KiB is dropped; the wallet stays, without it`, () => {
    const target = new EventTarget()
    const found: AnnouncedWallet[] = []
    const stop = discoverAnnouncedWallets(target, (wallet) => found.push(wallet))
    const huge = `data:image/svg+xml;base64,${'A'.repeat(MAX_WALLET_ICON_LENGTH)}`
    announce(target, { ...validInfo, icon: huge }, devWallet())
    announce(target, { ...validInfo, rdns: 'com.small', icon: DEV_WALLET_ICON }, devWallet())
    expect(found.map((wallet) => wallet.info.rdns)).toEqual(['com.other', 'com.small'])
    expect(found[0]?.info.icon).toBeUndefined()
    expect(found[1]?.info.icon).toBe(DEV_WALLET_ICON)
    stop()
  })
})

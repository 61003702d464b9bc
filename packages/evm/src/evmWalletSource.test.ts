import { createConnectorRegistry } from '@latch/core/internal'
import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import {
  announceDevWallet,
  createDevWallet,
  DEV_WALLET_ICON,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
} from '@latch/devnet/wallet'
import { describe, expect, it, vi } from 'vitest'
import type { EvmConnector } from './evmConnector'
import { createEvmWalletSource } from './evmWalletSource'

type Target = EventTarget & { ethereum?: unknown }

/** The EVM source in core's registry, as the adapter runs it: `onChange` gets each list; returns stop. */
function watchConnectors(target: Target, onChange: (connectors: EvmConnector[]) => void): () => void {
  const registry = createConnectorRegistry<EvmConnector>()
  registry.subscribe(onChange)
  registry.start(createEvmWalletSource(target))
  return registry.stop
}

function devWallet(key: 0 | 1 = 0) {
  return createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet' }],
    privateKey: DEVNET_PRIVATE_KEYS[key],
    approve: async () => true,
  })
}

/** A second EIP-6963 wallet (another rdns) backed by a dev wallet; answers requests like a real one. */
function announceOther(target: EventTarget, provider: unknown, rdns = 'com.example.other') {
  const detail = {
    info: { uuid: '0d1e2f30-0000-4000-8000-000000000001', name: 'Other Wallet', icon: DEV_WALLET_ICON, rdns },
    provider,
  }
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** A real EventTarget that counts its listeners, to prove cleanup leaves none behind. */
class CountingTarget extends EventTarget {
  ethereum?: unknown
  listeners = 0
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1
    super.addEventListener(...args)
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1
    super.removeEventListener(...args)
  }
}

function lastList(onChange: ReturnType<typeof vi.fn>): EvmConnector[] {
  return onChange.mock.lastCall?.[0] ?? []
}

describe('createEvmWalletSource in the connector registry', () => {
  it('turns an EIP-6963 announcement into an ANNOUNCED connector keyed by rdns', () => {
    const target: Target = new EventTarget()
    const wallet = devWallet()
    announceDevWallet(wallet, target)
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(lastList(onChange)).toEqual([
      {
        id: DEV_WALLET_RDNS,
        name: DEV_WALLET_NAME,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: DEV_WALLET_ICON,
        info: { rdns: DEV_WALLET_RDNS, icon: DEV_WALLET_ICON },
        provider: wallet,
      },
    ])
    stop()
  })

  it('reports every wallet that answers the request in one call, not one call per wallet', () => {
    const target: Target = new EventTarget()
    announceDevWallet(devWallet(), target)
    announceOther(target, devWallet(1))
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(lastList(onChange).map((c) => c.id)).toEqual([DEV_WALLET_RDNS, 'com.example.other'])
    stop()
  })

  it('reports an empty list at start when there is no wallet', () => {
    const onChange = vi.fn()
    const stop = watchConnectors(new EventTarget(), onChange)
    expect(onChange).toHaveBeenCalledWith([])
    stop()
  })

  it('adds window.ethereum as the INJECTED "Browser Wallet" when no announcement carries it', () => {
    const target: Target = new EventTarget()
    const injected = devWallet(1)
    target.ethereum = injected
    announceDevWallet(devWallet(), target)
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(lastList(onChange)).toEqual([
      expect.objectContaining({ id: DEV_WALLET_RDNS, type: 'ANNOUNCED' }),
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider: injected },
    ])
    stop()
  })

  it('does not list window.ethereum twice when it is the announced provider', () => {
    const target: Target = new EventTarget()
    const wallet = devWallet()
    target.ethereum = wallet
    announceDevWallet(wallet, target)
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(lastList(onChange).map((c) => c.id)).toEqual([DEV_WALLET_RDNS])
    stop()
  })

  it('drops the injected entry once its wallet announces itself later', () => {
    const target: Target = new EventTarget()
    const wallet = devWallet()
    target.ethereum = wallet
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(lastList(onChange).map((c) => c.id)).toEqual(['injected'])
    announceDevWallet(wallet, target)
    expect(lastList(onChange).map((c) => c.id)).toEqual([DEV_WALLET_RDNS])
    stop()
  })

  it('ignores a window.ethereum that is not an EIP-1193 provider', () => {
    const target: Target = new EventTarget()
    target.ethereum = { isMetaMask: true }
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(lastList(onChange)).toEqual([])
    stop()
  })

  it('picks up a late window.ethereum on ethereum#initialized', () => {
    const target: Target = new EventTarget()
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    target.ethereum = devWallet()
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(lastList(onChange).map((c) => c.id)).toEqual(['injected'])
    stop()
  })

  it('the first announcement per rdns wins: a later wallet with the same rdns neither replaces nor duplicates it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const target: Target = new EventTarget()
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    const first = devWallet()
    announceDevWallet(first, target)
    announceDevWallet(devWallet(1), target)
    const list = lastList(onChange)
    expect(list).toHaveLength(1)
    expect(list[0]?.provider).toBe(first)
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
    stop()
  })

  it('does not report again when a wallet re-announces itself unchanged', () => {
    const target: Target = new EventTarget()
    announceDevWallet(devWallet(), target)
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(onChange).toHaveBeenCalledTimes(1)
    stop()
  })

  it('removes every listener it added when stopped, and reports nothing after', () => {
    const target = new CountingTarget()
    const onChange = vi.fn()
    const stop = watchConnectors(target, onChange)
    expect(target.listeners).toBeGreaterThan(0)
    stop()
    expect(target.listeners).toBe(0)
    announceDevWallet(devWallet(), target)
    target.dispatchEvent(new Event('ethereum#initialized'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})

// Several wallets connected at once (core's multiWallet, spec §6): the adapter holds each connector's
// provider side by side, sends each request to the connector core names, and reports each wallet's
// events under its own connector id. Two real dev wallets (an EIP-6963 one and window.ethereum) on anvil.
import type { AdapterEvents, Network } from '@latch/core'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_RDNS, type DevWallet } from '@latch/devnet/wallet'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'

let anvil: Awaited<ReturnType<typeof startAnvilNetwork>>['anvil']
let network: Network
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ anvil, network } = await startAnvilNetwork())
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function devWallet(account: 0 | 1): DevWallet {
  return createDevWallet({
    chains: [
      { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url },
      { id: 31338, name: 'Latch Devnet B' },
    ],
    privateKey: DEVNET_PRIVATE_KEYS[account],
    approve: async () => true,
  })
}

type Events = { [K in keyof Omit<AdapterEvents, 'approvalChanged'>]: Mock<AdapterEvents[K]> }

/** The announced dev wallet signs as account 0, the injected one (window.ethereum) as account 1; both connected. */
async function connectTwo() {
  const announced = devWallet(0)
  const injected = devWallet(1)
  const target: EventTarget & { ethereum?: unknown } = new EventTarget()
  target.ethereum = injected
  cleanups.push(announceDevWallet(announced, target))
  const adapter = createEvmAdapter({ target })
  const events: Events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  cleanups.push(adapter.setup({ networks: [network], onConnectors: () => {}, events }))
  await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
  await adapter.connect({ connectorId: 'injected', network })
  return { adapter, events, announced, injected }
}

describe('createEvmAdapter with several wallets connected at once', () => {
  it('each connector keeps its own account: a silent check answers each one’s', async () => {
    const { adapter } = await connectTwo()
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toMatchObject({
      address: DEVNET_ADDRESSES[0],
    })
    await expect(adapter.reconnect({ connectorId: 'injected' })).resolves.toMatchObject({
      address: DEVNET_ADDRESSES[1],
    })
  })

  it('a request goes to the connector core names: each wallet signs with its own key', async () => {
    const { adapter } = await connectTwo()
    for (const [connectorId, address] of [
      ['injected', DEVNET_ADDRESSES[1]],
      [DEV_WALLET_RDNS, DEVNET_ADDRESSES[0]],
    ] as const) {
      const signature = await adapter.signMessage?.({ connectorId, address, message: 'which wallet?' })
      expect(
        await verifyMessage({ address, message: 'which wallet?', signature: signature as `0x${string}` }),
      ).toBe(true)
    }
  })

  it('reports each wallet’s events under its own connector id', async () => {
    const { events, announced, injected } = await connectTwo()
    injected.switchChain(31338)
    expect(events.chainChanged).toHaveBeenCalledWith('injected', 'eip155:31338')
    announced.revokeAccess()
    expect(events.accountsChanged).toHaveBeenCalledWith(DEV_WALLET_RDNS, [])
    expect(events.disconnect).toHaveBeenCalledWith(DEV_WALLET_RDNS)
    expect(events.disconnect).not.toHaveBeenCalledWith('injected')
  })

  it('disconnecting one leaves the other connected and followed', async () => {
    const { adapter, events, injected } = await connectTwo()
    await adapter.disconnect({ connectorId: DEV_WALLET_RDNS })
    await expect(adapter.reconnect({ connectorId: DEV_WALLET_RDNS })).resolves.toBeUndefined()
    injected.switchChain(31338)
    expect(events.chainChanged).toHaveBeenCalledWith('injected', 'eip155:31338')
    await expect(adapter.reconnect({ connectorId: 'injected' })).resolves.toMatchObject({
      address: DEVNET_ADDRESSES[1],
      caipNetworkId: 'eip155:31338',
    })
  })
})

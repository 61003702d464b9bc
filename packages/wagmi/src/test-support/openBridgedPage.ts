// One "page" of a host on wagmi: two real dev wallets announcing over EIP-6963, a mounted Latch with
// the real EVM adapter on two anvil chains, and a wagmi config (of the version under test) with the
// Latch connector, kept in step by syncLatchWithWagmi.

import { createLatch, type Latch, mountLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_ICON, type DevWallet } from '@latch/devnet/wallet'
import { createEvmAdapter, toViemChain } from '@latch/evm'
import type { Chain } from 'viem'
import { expect, vi } from 'vitest'
import { type LatchConnectorFn, latchConnector } from '../latchConnector'
import { syncLatchWithWagmi } from '../syncLatchWithWagmi'
import type { WagmiConfigLike } from '../wagmiConfigLike'

export const FIRST_WALLET_ID = 'dev.latch.devnet-wallet'
export const SECOND_WALLET_ID = 'dev.latch.second-wallet'

/** What the suite needs of one @wagmi/core version: createConfig and the actions it drives. */
export interface WagmiUnderTest {
  createConfig(parameters: {
    chains: readonly [Chain, ...Chain[]]
    connector: LatchConnectorFn
    rpcUrls: Record<number, string>
  }): WagmiConfigLike
  getConnection(config: WagmiConfigLike): {
    address?: string
    chainId?: number
    status: string
    connectorId?: string
  }
  connect(config: WagmiConfigLike): Promise<{ accounts: readonly string[]; chainId: number }>
  reconnect(config: WagmiConfigLike): Promise<unknown>
  disconnect(config: WagmiConfigLike): Promise<void>
  switchChain(config: WagmiConfigLike, chainId: number): Promise<{ id: number }>
  sendTransaction(
    config: WagmiConfigLike,
    parameters: { to: `0x${string}`; value: bigint },
  ): Promise<`0x${string}`>
  waitForTransactionReceipt(
    config: WagmiConfigLike,
    hash: `0x${string}`,
  ): Promise<{ status: string; from: string }>
  getBalance(config: WagmiConfigLike, address: `0x${string}`): Promise<bigint>
}

export interface BridgedPage {
  latch: Latch
  config: WagmiConfigLike
  wallets: [DevWallet, DevWallet]
  stopSync: () => void
  close: () => void
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * Opens the page on `chains` (two anvil URLs, 31337 and 31338); `sync: false` leaves the sync off.
 *
 * @example const page = await openBridgedPage(wagmi, [urlA, urlB])
 */
export async function openBridgedPage(
  wagmi: WagmiUnderTest,
  rpcUrls: [string, string],
  options: { sync?: boolean; connectFirst?: boolean } = {},
): Promise<BridgedPage> {
  const target = new EventTarget()
  const walletChains = [
    { id: 31337, name: 'Latch Devnet', rpcUrl: rpcUrls[0] },
    { id: 31338, name: 'Latch Devnet B', rpcUrl: rpcUrls[1] },
  ]
  const wallets = [0, 1].map((index) =>
    createDevWallet({
      chains: walletChains,
      privateKey: DEVNET_PRIVATE_KEYS[index]!,
      approve: async () => true,
      storage: null,
    }),
  ) as [DevWallet, DevWallet]
  const stopAnnouncing = [announceDevWallet(wallets[0], target), announceSecondWallet(wallets[1], target)]
  const latch = createLatch({
    networks: [
      { caipNetworkId: 'eip155:31337', name: 'Latch Devnet', rpcUrl: rpcUrls[0], nativeCurrency: ether },
      { caipNetworkId: 'eip155:31338', name: 'Latch Devnet B', rpcUrl: rpcUrls[1], nativeCurrency: ether },
    ],
    adapters: [createEvmAdapter({ target })],
    storage: null,
  })
  const unmount = mountLatch(latch)
  await vi.waitFor(() => expect(getStore(latch).getState().connectors.eip155?.length).toBe(2))
  const chains = latch.config.networks.map(toViemChain) as [Chain, ...Chain[]]
  const config = wagmi.createConfig({
    chains,
    connector: latchConnector(latch),
    rpcUrls: { 31337: rpcUrls[0], 31338: rpcUrls[1] },
  })
  const stopSync = options.sync === false ? () => {} : syncLatchWithWagmi({ latch, config })
  return {
    latch,
    config,
    wallets,
    stopSync,
    close: () => {
      stopSync()
      unmount()
      for (const stop of stopAnnouncing) stop()
    },
  }
}

/** The second key announces as a wallet of its own (the dev wallet's rdns is taken by the first). */
function announceSecondWallet(wallet: DevWallet, target: EventTarget): () => void {
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'Second Wallet',
    icon: DEV_WALLET_ICON,
    rdns: SECOND_WALLET_ID,
  })
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet }) }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

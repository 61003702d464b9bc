// The bridge's behaviour against one @wagmi/core version: real Latch, real EVM adapter, real dev
// wallets, real anvil chains. Each version's test file runs it with its own createConfig and actions.

import { connect, disconnect, switchNetwork } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { close, open } from '@latch/core/modal'
import { DEVNET_ADDRESSES, startAnvil } from '@latch/devnet'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type BridgedPage,
  FIRST_WALLET_ID,
  openBridgedPage,
  SECOND_WALLET_ID,
  type WagmiUnderTest,
} from './openBridgedPage'

const FIRST = DEVNET_ADDRESSES[0] as `0x${string}`
const SECOND = DEVNET_ADDRESSES[1] as `0x${string}`
const RECEIVER = DEVNET_ADDRESSES[7] as `0x${string}`

/**
 * Declares the bridge's tests for `wagmi`.
 *
 * @example describeBridge('@wagmi/core 3', wagmiThree)
 */
export function describeBridge(name: string, wagmi: WagmiUnderTest): void {
  describe(`@latch/wagmi with ${name}`, () => {
    let chains: Awaited<ReturnType<typeof startAnvil>>[] = []
    beforeAll(async () => {
      chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    })
    afterAll(async () => {
      await Promise.all(chains.map((chain) => chain.stop()))
    })
    const pages: BridgedPage[] = []
    afterEach(() => {
      for (const page of pages.splice(0)) page.close()
    })
    const openPage = async (options?: Parameters<typeof openBridgedPage>[2]) => {
      const page = await openBridgedPage(wagmi, [chains[0]!.url, chains[1]!.url], options)
      pages.push(page)
      return page
    }
    const connection = (page: BridgedPage) => wagmi.getConnection(page.config)

    it('a connection made in Latch shows in wagmi as the Latch connector’s', async () => {
      const page = await openPage()
      expect(connection(page).status).toBe('disconnected')
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      expect(connection(page)).toEqual({
        status: 'connected',
        address: FIRST,
        chainId: 31337,
        connectorId: 'latch',
      })
    })

    it('wagmi’s connect opens Latch’s modal and resolves the account the person connects there', async () => {
      const page = await openPage()
      const connecting = wagmi.connect(page.config)
      await vi.waitFor(() => expect(getStore(page.latch).getState().open).toBe(true))
      // What the modal's wallet row does when the person picks it.
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      await expect(connecting).resolves.toEqual({ accounts: [FIRST], chainId: 31337 })
      expect(connection(page)).toMatchObject({ status: 'connected', address: FIRST, connectorId: 'latch' })
    })

    it('wagmi’s connect rejects with UserRejectedRequestError when the modal closes without an account', async () => {
      const page = await openPage()
      const connecting = wagmi.connect(page.config)
      await vi.waitFor(() => expect(getStore(page.latch).getState().open).toBe(true))
      close(page.latch)
      await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(connection(page).status).toBe('disconnected')
    })

    it('wagmi’s switchChain moves Latch and the wallet to the chain', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      await expect(wagmi.switchChain(page.config, 31338)).resolves.toMatchObject({ id: 31338 })
      expect(getStore(page.latch).getState().accounts.eip155?.caipNetworkId).toBe('eip155:31338')
      expect(await page.wallets[0].request({ method: 'eth_chainId' })).toBe('0x7a6a')
      expect(connection(page).chainId).toBe(31338)
    })

    it('a chain wagmi does not know fails wagmi’s switchChain with SwitchChainError and leaves Latch where it was', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      await expect(wagmi.switchChain(page.config, 1)).rejects.toBeInstanceOf(SwitchChainError)
      expect(getStore(page.latch).getState().accounts.eip155?.caipNetworkId).toBe('eip155:31337')
      expect(connection(page).chainId).toBe(31337)
    })

    it('the wallet’s own chain change, which Latch follows, shows in wagmi', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      page.wallets[0].switchChain(31338)
      await vi.waitFor(() => expect(connection(page).chainId).toBe(31338))
    })

    it('the wallet revoking the page’s access disconnects Latch and wagmi', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      expect(connection(page).status).toBe('connected')
      page.wallets[0].revokeAccess()
      await vi.waitFor(() => expect(connection(page).status).toBe('disconnected'))
    })

    it('a network switch made in Latch shows in wagmi’s chain id', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      await switchNetwork(page.latch, { caipNetworkId: 'eip155:31338' })
      expect(connection(page)).toMatchObject({ status: 'connected', chainId: 31338 })
    })

    it('another account chosen in Latch shows in wagmi', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      open(page.latch)
      await connect(page.latch, { connectorId: SECOND_WALLET_ID })
      expect(connection(page)).toMatchObject({ status: 'connected', address: SECOND, connectorId: 'latch' })
    })

    it('wagmi’s disconnect disconnects Latch', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      await wagmi.disconnect(page.config)
      expect(getStore(page.latch).getState().accounts.eip155).toBeUndefined()
      expect(connection(page).status).toBe('disconnected')
    })

    it('Latch’s disconnect disconnects wagmi', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      expect(connection(page).status).toBe('connected')
      await disconnect(page.latch)
      expect(connection(page).status).toBe('disconnected')
    })

    it('wagmi’s sendTransaction goes through Latch’s wallet, is mined on anvil and getBalance reads it', async () => {
      const page = await openPage()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      const before = await wagmi.getBalance(page.config, RECEIVER)
      const hash = await wagmi.sendTransaction(page.config, { to: RECEIVER, value: 10n ** 18n })
      const receipt = await wagmi.waitForTransactionReceipt(page.config, hash)
      expect(receipt).toMatchObject({ status: 'success', from: FIRST.toLowerCase() })
      expect(await wagmi.getBalance(page.config, RECEIVER)).toBe(before + 10n ** 18n)
    })

    it('wagmi’s reconnect takes up a connection Latch already holds, without the sync', async () => {
      const page = await openPage({ sync: false })
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      expect(connection(page).status).toBe('disconnected')
      await wagmi.reconnect(page.config)
      expect(connection(page)).toMatchObject({ status: 'connected', address: FIRST, connectorId: 'latch' })
    })

    it('once stopped, the sync no longer carries Latch’s changes to wagmi', async () => {
      const page = await openPage()
      page.stopSync()
      await connect(page.latch, { connectorId: FIRST_WALLET_ID })
      expect(connection(page).status).toBe('disconnected')
    })
  })
}

import type { ChainAdapter, Connector } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { seriousViolations, settle } from '../../test-support/axe'
import { TEST_SOLANA_ADDRESS } from '../../test-support/dualWalletAdapters'
import { TEST_ADDRESS } from '../../test-support/manualAdapter'
import { renderLatch, TEST_NETWORKS, TEST_SOLANA_NETWORK } from '../../test-support/renderLatch'

/**
 * 'Late Wallet' on eip155 at once, and on solana only when the test announces it: an extension that
 * injects itself after the page loaded. Each connect is counted per namespace.
 */
function lateWalletAdapters() {
  const connects: string[] = []
  let announce: (connectors: Connector[]) => void = () => {}
  const adapter = (namespace: 'eip155' | 'solana', connectors: Connector[]): ChainAdapter => ({
    namespace,
    setup({ onConnectors }) {
      onConnectors(connectors)
      if (namespace === 'solana') announce = onConnectors
      return () => {}
    },
    async connect({ connectorId, network }) {
      connects.push(namespace)
      const address = namespace === 'solana' ? TEST_SOLANA_ADDRESS : TEST_ADDRESS
      return { connectorId, address, caipNetworkId: network.caipNetworkId }
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
  })
  return {
    connects,
    announceOnSolana: () =>
      announce([{ id: 'late-solana', name: 'Late Wallet', type: 'ANNOUNCED', chain: 'solana' }]),
    adapters: [
      adapter('eip155', [{ id: 'late-eip155', name: 'Late Wallet', type: 'ANNOUNCED', chain: 'eip155' }]),
      adapter('solana', []),
    ],
  }
}

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('ConnectingExternal', () => {
  it('says it is waiting in a status region that stays mounted, and announces a failure as an alert', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    navigate(latch, { view: 'ConnectingExternal', data: { connectorId: 'test.wallet' } })
    const live = page.getByTestId('connecting-live')
    await expect.element(live).toHaveRole('status')
    await expect.element(live).toHaveTextContent('Continue in Test Wallet')

    // The test wallet refuses every connection.
    await page.getByTestId('modal-back').click()
    await page.getByTestId('wallet-test.wallet').click()
    await expect.element(page.getByTestId('connecting-error')).toHaveRole('alert')
    await expect.element(page.getByTestId('connecting-error')).toHaveTextContent('Failed to connect')
    const failedRegion = live.element()
    expect(failedRegion.textContent).toBe('')

    // A retry's "waiting" lands in the region already there, so it is announced; then it fails again.
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(failedRegion.textContent ?? ''))
    observer.observe(failedRegion, { childList: true, subtree: true, characterData: true })
    await page.getByTestId('connecting-retry').click()
    await expect.poll(() => seen.some((text) => text.includes('Continue in Test Wallet'))).toBe(true)
    observer.disconnect()
    expect(failedRegion.isConnected).toBe(true)
  })

  it('open({ namespace }) then a wallet not found there yet: says so, never connects on another chain, and connects there once found', async () => {
    const wallet = lateWalletAdapters()
    const { latch, unmount } = await renderLatch(null, {
      adapters: wallet.adapters,
      networks: [...TEST_NETWORKS, TEST_SOLANA_NETWORK],
    })
    cleanup = unmount
    open(latch, { namespace: 'solana' })
    await page.getByTestId('wallet-late-eip155').click()
    await expect
      .element(page.getByTestId('connecting-unavailable'))
      .toHaveTextContent('Late Wallet is not available on Latch Solana Devnet here')
    expect(wallet.connects).toEqual([])
    expect(getStore(latch).getState().activeNamespace).toBe('solana')
    await settle()
    expect(await seriousViolations()).toEqual([])

    wallet.announceOnSolana()
    await expect.poll(() => getStore(latch).getState().accounts.solana?.status).toBe('connected')
    expect(wallet.connects).toEqual(['solana'])
    expect(getStore(latch).getState()).toMatchObject({ activeNamespace: 'solana', open: false })
    expect(getStore(latch).getState().accounts.eip155).toBeUndefined()
  })
})

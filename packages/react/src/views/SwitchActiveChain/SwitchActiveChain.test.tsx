import { connect } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { dualWalletAdapters } from '../../test-support/dualWalletAdapters'
import { renderLatch, TEST_NETWORKS, TEST_SOLANA_NETWORK } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** Connected on eip155 through `connectorId`, at the network list, the Solana cluster chosen. */
async function chooseSolana(connectorId: string, wallets = dualWalletAdapters()) {
  const { latch, unmount } = await renderLatch(null, {
    networks: [...TEST_NETWORKS, TEST_SOLANA_NETWORK],
    adapters: wallets.adapters,
  })
  cleanup = unmount
  await connect(latch, { connectorId, namespace: 'eip155' })
  open(latch)
  await page.getByTestId('account-network').click()
  await page.getByTestId(`network-${TEST_SOLANA_NETWORK.caipNetworkId}`).click()
  return { latch, wallets }
}

describe('SwitchActiveChain', () => {
  it('loading: the wallet that also serves Solana is asked to connect there, said in a status region', async () => {
    const wallets = dualWalletAdapters()
    wallets.solana.hold = true
    const { latch } = await chooseSolana('dual-eip155', wallets)
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Switch Chain')
    const live = page.getByTestId('switch-active-chain-live')
    await expect.element(live).toHaveRole('status')
    await expect.element(live).toHaveTextContent('Continue in Dual Wallet')
    await expect
      .element(page.getByTestId('switch-active-chain-status'))
      .toHaveTextContent('Continue in Dual Wallet: accept the connection on Solana')
    wallets.solana.release()
    await expect.poll(() => getStore(latch).getState().accounts.solana?.status).toBe('connected')
  })

  it('full: once the wallet approves, Solana is the active chain, the eip155 account kept, and the modal closes', async () => {
    const { latch } = await chooseSolana('dual-eip155')
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    const state = getStore(latch).getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.activeConnectorIds).toEqual({ eip155: 'dual-eip155', solana: 'dual-solana' })
    expect(state.accounts.eip155?.status).toBe('connected')
    // back to Ethereum from the network list: no approval, straight to Account
    open(latch)
    navigate(latch, { view: 'Networks' })
    await page.getByTestId('network-eip155:31337').click()
    await expect.element(page.getByTestId('account-view')).toBeVisible()
    expect(getStore(latch).getState().activeNamespace).toBe('eip155')
  })

  it('error: a refusal is announced as an alert, the modal stays on Ethereum, and Try again asks once more', async () => {
    const wallets = dualWalletAdapters()
    wallets.solana.refuse = true
    const { latch } = await chooseSolana('dual-eip155', wallets)
    const error = page.getByTestId('switch-active-chain-error')
    await expect.element(error).toHaveRole('alert')
    await expect.element(error).toHaveTextContent('Connection rejected')
    expect(getStore(latch).getState().activeNamespace).toBe('eip155')
    expect(getStore(latch).getState().activeCaipNetworkId).toBe('eip155:31337')
    wallets.solana.refuse = false
    await page.getByTestId('switch-active-chain-retry').click()
    await expect.poll(() => getStore(latch).getState().accounts.solana?.status).toBe('connected')
  })

  it('empty: a wallet without Solana is named, and the keyboard reaches Connect with Solana active', async () => {
    const { latch } = await chooseSolana('evm-only')
    await expect
      .element(page.getByTestId('switch-active-chain-message'))
      .toHaveTextContent('Evm Wallet does not support Solana.')
    const button = page.getByTestId('switch-active-chain-connect')
    await expect.element(button).toHaveAccessibleName('Connect a Solana wallet')
    ;(button.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Connect Wallet')
    expect(getStore(latch).getState().activeNamespace).toBe('solana')
    expect(getStore(latch).getState().accounts.eip155?.status).toBe('connected')
  })
})

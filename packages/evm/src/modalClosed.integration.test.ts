// Closing the modal while the real dev wallet's approval prompt is open, through core and the real EVM adapter.

import { connect, createLatch, type Latch, ModalClosedError, mountLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { close, open } from '@latch/core/modal'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS, startAnvil } from '@latch/devnet'
import { type ApprovalRequest, announceDevWallet, createDevWallet } from '@latch/devnet/wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const WALLET_ID = 'dev.latch.devnet-wallet'

let anvil: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil?.stop()
})

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A page with the dev wallet; its prompts stay open until the test answers them, like a person's. */
async function openPage() {
  const prompts: ApprovalRequest['kind'][] = []
  let answer: ((approved: boolean) => void) | undefined
  const target = new EventTarget()
  const wallet = createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    storage: null,
    approve: (request) =>
      new Promise<boolean>((resolve) => {
        prompts.push(request.kind)
        answer = resolve
      }),
  })
  stops.push(announceDevWallet(wallet, target))
  const latch = createLatch({
    networks: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Latch Devnet',
        rpcUrl: anvil.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    adapters: [createEvmAdapter({ target })],
    storage: null,
  })
  stops.push(mountLatch(latch))
  await vi.waitFor(() => expect(getStore(latch).getState().connectors.eip155?.[0]?.id).toBe(WALLET_ID))
  return { latch, wallet, prompts, answer: (approved: boolean) => answer?.(approved) }
}

const connectionOf = (latch: Latch) => {
  const { accounts, connections, activeConnectorIds, recentWallets } = getStore(latch).getState()
  return { accounts, connections, activeConnectorIds, recentWallets }
}

describe('closing the modal during a connection attempt (real dev wallet)', () => {
  it("ends it with 'Modal closed', and the wallet's late approval does not connect", async () => {
    const { latch, wallet, prompts, answer } = await openPage()
    const before = connectionOf(latch)
    open(latch)
    const attempt = connect(latch, { connectorId: WALLET_ID }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(prompts).toEqual(['connect']))
    expect(close(latch)).toBe(true)
    const error = await attempt
    expect(error).toBeInstanceOf(ModalClosedError)
    expect(error).toMatchObject({ code: 'MODAL_CLOSED', shortMessage: 'Modal closed' })

    // the person approves in the wallet after all: the wallet authorizes the page, Latch stays out
    answer(true)
    await vi.waitFor(async () =>
      expect(await wallet.request({ method: 'eth_accounts' })).toEqual([DEVNET_ADDRESSES[0]]),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(connectionOf(latch)).toEqual(before)
    expect(getStore(latch).getState()).toMatchObject({ open: false, connecting: undefined, accounts: {} })
  })

  it('reopening and choosing the wallet again, while its prompt is still open, connects once approved', async () => {
    const { latch, prompts, answer } = await openPage()
    open(latch)
    const closedAttempt = connect(latch, { connectorId: WALLET_ID }).catch((error: unknown) => error)
    await vi.waitFor(() => expect(prompts).toHaveLength(1))
    close(latch)
    expect(await closedAttempt).toBeInstanceOf(ModalClosedError)
    open(latch)
    const attempt = connect(latch, { connectorId: WALLET_ID })
    answer(true)
    await attempt
    expect(prompts).toEqual(['connect'])
    expect(getStore(latch).getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: DEVNET_ADDRESSES[0],
    })
    expect(
      getStore(latch)
        .getState()
        .recentWallets.map((w) => w.id),
    ).toEqual([WALLET_ID])
  })
})

// Core's Send flow (estimateSendFee, then submitSend, which waits for the receipt) driving the Bitcoin
// adapter, the dev wallet, the provider services and bcoin on regtest: the Send form's path for BTC end to
// end, and the network object a host (the demo) gives createLatch for it.

import { connect, createLatch, mountLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { estimateSendFee, setSendAmount, setSendReceiver, setSendToken, submitSend } from '@latch/core/modal'
import {
  bitcoinDevnetAccount,
  bitcoinDevnetStartBalance,
  devnetBitcoinSettings,
  mineBitcoinBlocks,
  type StartDevnetBitcoinReturnType,
  startDevnetBitcoin,
} from '@latch/devnet'
import { createBitcoinDevWallet } from '@latch/devnet/wallet'
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'

let bitcoin: StartDevnetBitcoinReturnType
let service: StartApiServerReturnType
const PROJECT = 'bitcoin-send'

beforeAll(async () => {
  bitcoin = await startDevnetBitcoin()
  service = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    bitcoin: devnetBitcoinSettings(bitcoin),
    projects: [{ id: PROJECT, name: 'bitcoin send' }],
  })
}, 60_000)
afterAll(async () => {
  await service?.stop()
  await bitcoin?.stop()
})

const mempool = async () =>
  (await (
    await fetch(`${bitcoin.url}/mempool`, {
      headers: { authorization: `Basic ${btoa(`x:${bitcoin.apiKey}`)}` },
    })
  ).json()) as string[]

describe("core's Send flow with the Bitcoin adapter on the devnet's regtest node", () => {
  it('connects on the payment address, estimates the fee, sends BTC and settles the send once it is mined', async () => {
    const wallet = createBitcoinDevWallet({
      caipNetworkId: bitcoin.caipNetworkId,
      account: 0,
      approve: async () => true,
      storage: null,
    })
    const unregister = getWallets().register(wallet)
    const api = { baseUrl: service.url, projectId: PROJECT }
    const latch = createLatch({
      networks: [
        {
          caipNetworkId: bitcoin.caipNetworkId as `bip122:${string}`,
          name: 'Latch Devnet Bitcoin',
          rpcUrl: bitcoin.url,
          nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        },
      ],
      adapters: [
        createBitcoinAdapter({
          api,
          addressNetworks: { [bitcoin.caipNetworkId]: 'bcoinRegtest' },
          receiptPollMs: 50,
          target: {},
        }),
      ],
      projectId: PROJECT,
      api: { baseUrl: service.url },
    })
    const unmount = mountLatch(latch)
    try {
      await vi.waitFor(() =>
        expect(getStore(latch).getState().connectors.bip122?.[0]?.name).toBe(wallet.name),
      )
      await connect(latch, { connectorId: getStore(latch).getState().connectors.bip122![0]!.id })
      const sender = bitcoinDevnetAccount(0).payment.address
      expect(getStore(latch).getState().accounts.bip122).toMatchObject({
        address: sender,
        caipAddress: `${bitcoin.caipNetworkId}:${sender}`,
        preferredAccountType: 'payment',
      })
      // spec §3 Account: the connection keeps the payment address first, the ordinals one beside it
      expect(
        getStore(latch)
          .getState()
          .connections.bip122?.[0]?.accounts.map(({ address, type }) => `${type} ${address}`),
      ).toEqual([`payment ${sender}`, `ordinal ${bitcoinDevnetAccount(0).ordinals.address}`])
      // the balance comes from the services' balance call, floored to 3 decimals for display (spec §5)
      await vi.waitFor(() => expect(getStore(latch).getState().accounts.bip122?.balance).toBe('9.849'))
      expect(getStore(latch).getState().accounts.bip122?.balanceSymbol).toBe('BTC')

      setSendToken(latch, {
        token: {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: bitcoin.caipNetworkId,
          value: 0,
          price: 0,
          quantity: { decimals: '8', numeric: '9.84999' },
          iconUrl: '',
        },
      })
      setSendAmount(latch, { amount: '0.25' })
      const receiver = bitcoinDevnetAccount(5).ordinals.address
      await setSendReceiver(latch, { receiver })
      // one input, a Taproot receiver and the change: 153 vB at 1 sat/vB
      expect(await estimateSendFee(latch)).toEqual({
        value: 153n,
        formatted: expect.any(String),
        symbol: 'BTC',
      })

      const sending = submitSend(latch)
      await vi.waitFor(async () => expect(await mempool()).toHaveLength(1))
      await mineBitcoinBlocks(bitcoin, 1)
      const hash = await sending
      expect(getStore(latch).getState().snackbar).toMatchObject({
        message: 'Sent 0.25 BTC',
        variant: 'success',
      })
      expect(getStore(latch).getState().activity.pending[0]?.metadata).toMatchObject({
        hash,
        status: 'confirmed',
        sentTo: receiver,
      })
      const adapter = latch.config.adapters[0]!
      const network = latch.config.networks[0]!
      expect((await adapter.getBalance({ address: receiver, network })).value).toBe(25_000_000n)
      expect((await adapter.getBalance({ address: sender, network })).value).toBe(
        bitcoinDevnetStartBalance(0) - 25_000_000n - 153n,
      )
    } finally {
      unmount()
      unregister()
    }
  })
})

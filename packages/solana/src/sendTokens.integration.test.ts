// Core's Send flow (estimateSendFee, then submitSend, which waits for the receipt) driving the Solana
// adapter, the dev wallet and a real local cluster (Surfpool): the Send form's path for SOL end to end.
// Account 4 sends here (other files use the others); the receiver is fresh.

import { connect, createLatch, mountLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { estimateSendFee, setSendAmount, setSendReceiver, setSendToken, submitSend } from '@latch/core/modal'
import { type StartDevnetSolanaReturnType, startDevnetSolana } from '@latch/devnet'
import { createSolanaDevWallet, SOLANA_DEVNET_KEYS } from '@latch/devnet/wallet'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

let solana: StartDevnetSolanaReturnType
beforeAll(async () => {
  solana = await startDevnetSolana({ fixtures: false })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

describe("core's Send flow with the Solana adapter on a local cluster", () => {
  it('estimates the fee, sends SOL and settles the send once the cluster confirms it', async () => {
    const wallet = await createSolanaDevWallet({
      cluster: solana,
      key: SOLANA_DEVNET_KEYS[4],
      approve: async () => true,
      storage: null,
    })
    const unregister = getWallets().register(wallet)
    const latch = createLatch({
      networks: [
        {
          caipNetworkId: solana.caipNetworkId,
          name: 'Solana Local',
          rpcUrl: solana.rpcUrl,
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        },
      ],
      adapters: [createSolanaAdapter({ target: {} })],
    })
    const unmount = mountLatch(latch)
    try {
      await vi.waitFor(() =>
        expect(getStore(latch).getState().connectors.solana?.[0]?.name).toBe(wallet.name),
      )
      await connect(latch, { connectorId: getStore(latch).getState().connectors.solana![0]!.id })
      // the native token as the balance service would list it (none runs here)
      setSendToken(latch, {
        token: {
          name: 'Solana',
          symbol: 'SOL',
          chainId: solana.caipNetworkId,
          value: 0,
          price: 0,
          quantity: { decimals: '9', numeric: '100' },
          iconUrl: '',
        },
      })
      setSendAmount(latch, { amount: '0.01' })
      const receiver = (await generateKeyPairSigner()).address
      await setSendReceiver(latch, { receiver })

      expect(await estimateSendFee(latch)).toEqual({
        value: 5_000n,
        formatted: expect.any(String),
        symbol: 'SOL',
      })
      expect(getStore(latch).getState().send.feeStatus).toBe('ready')

      const hash = await submitSend(latch)
      const state = getStore(latch).getState()
      expect(state.snackbar).toMatchObject({ message: 'Sent 0.01 SOL', variant: 'success' })
      expect(state.activity.pending[0]?.metadata).toMatchObject({
        hash,
        status: 'confirmed',
        sentTo: receiver,
      })
      const { value } = await createSolanaRpc(solana.rpcUrl)
        .getBalance(address(receiver), { commitment: 'confirmed' })
        .send()
      expect(value).toBe(10_000_000n)
    } finally {
      unmount()
      unregister()
    }
  })
})

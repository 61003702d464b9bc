import type { Latch, LatchConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open, showAlert, showSnackbar } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { LatchEmbeddedModal } from '../LatchEmbeddedModal'
import { ACCOUNT_KEY, setPortfolio, TEST_TOKENS, testNft, testTransaction } from '../test-support/accountData'
import { seriousViolations, settle } from '../test-support/axe'
import { renderLatch, setConnected, TEST_NETWORKS, TEST_SOLANA_NETWORK } from '../test-support/renderLatch'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** Each view the modal has, reached as a person would reach it, and what shows once it is there. */
const VIEWS: {
  name: string
  config?: Partial<LatchConfig>
  reach: (latch: Latch) => unknown
  shown: string
}[] = [
  {
    name: 'Connect, with an alert and an error snackbar',
    reach: (latch) => {
      open(latch)
      showAlert(latch, { message: 'Invalid App Configuration', variant: 'error' })
      showSnackbar(latch, { message: 'Failed to copy address', variant: 'error', autoClose: false })
    },
    shown: 'all-wallets',
  },
  { name: 'AllWallets', reach: (latch) => open(latch, { view: 'AllWallets' }), shown: 'wallet-search' },
  {
    name: 'ConnectingExternal, waiting',
    reach: (latch) => {
      open(latch)
      navigate(latch, { view: 'ConnectingExternal', data: { connectorId: 'test.wallet' } })
    },
    shown: 'connecting-status',
  },
  {
    name: 'ConnectingExternal, failed',
    // The test wallet refuses every connection.
    reach: async (latch) => {
      open(latch)
      await page.getByTestId('wallet-test.wallet').click()
    },
    shown: 'connecting-retry',
  },
  {
    name: 'Account, with a success snackbar',
    reach: async (latch) => {
      setConnected(latch)
      open(latch)
      // The token read fails here (no provider service) with its own snackbar: the success one replaces it.
      await expect.element(page.getByTestId('tokens-error')).toBeVisible()
      showSnackbar(latch, { message: 'Address copied', variant: 'success', autoClose: false })
      await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Address copied')
    },
    shown: 'account-view',
  },
  {
    name: 'Account, Tokens listed',
    reach: async (latch) => {
      setConnected(latch)
      open(latch)
      await expect.element(page.getByTestId('tokens-error')).toBeVisible()
      setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
    },
    shown: 'tokens-list',
  },
  {
    name: 'Account, NFTs grid',
    reach: async (latch) => {
      setConnected(latch)
      open(latch)
      await page.getByTestId('account-tab-nfts').click()
      getStore(latch).setState((s) => ({
        nfts: {
          ...s.nfts,
          key: ACCOUNT_KEY,
          status: 'ready',
          next: null,
          items: [testNft(1), testNft(2, { imageUrl: null })],
        },
      }))
    },
    shown: 'nfts-grid',
  },
  {
    name: 'Account, Activity grouped',
    reach: async (latch) => {
      setConnected(latch)
      open(latch)
      await page.getByTestId('account-tab-activity').click()
      await expect.element(page.getByTestId('activity-error')).toBeVisible()
      const minedAt = new Date().toISOString()
      getStore(latch).setState((s) => ({
        activity: {
          ...s.activity,
          key: ACCOUNT_KEY,
          status: 'ready',
          next: null,
          transactions: [
            testTransaction(1, minedAt, { direction: 'out' }),
            testTransaction(2, minedAt, { status: 'failed', nft: 'Latch Keys #2' }),
          ],
        },
      }))
    },
    shown: 'activity-list',
  },
  {
    name: 'WalletSend, with a validation message',
    reach: async (latch) => {
      setConnected(latch)
      setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
      open(latch, { view: 'WalletSend' })
      await page.getByTestId('send-amount').fill('99')
    },
    shown: 'send-message',
  },
  {
    name: 'WalletSendSelectToken',
    reach: (latch) => {
      setConnected(latch)
      setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
      open(latch, { view: 'WalletSendSelectToken' })
    },
    shown: 'send-select-token-view',
  },
  {
    name: 'WalletSendPreview, waiting for the wallet',
    reach: (latch) => {
      setConnected(latch)
      setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
      getStore(latch).setState((s) => ({
        send: {
          ...s.send,
          token: TEST_TOKENS[0],
          amount: '1.5',
          receiver: RECEIVER,
          receiverAddress: RECEIVER,
          loading: true,
        },
      }))
      open(latch, { view: 'WalletSendPreview' })
    },
    shown: 'send-preview-view',
  },
  {
    name: 'WalletReceive',
    reach: (latch) => {
      setConnected(latch)
      open(latch, { view: 'WalletReceive' })
    },
    shown: 'receive-qr',
  },
  {
    name: 'Networks',
    reach: (latch) => {
      setConnected(latch)
      open(latch, { view: 'Networks' })
    },
    shown: 'networks-view',
  },
  {
    name: 'SwitchNetwork',
    reach: (latch) => {
      setConnected(latch)
      open(latch)
      navigate(latch, { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:31338' } })
    },
    shown: 'switch-network-view',
  },
  {
    name: 'ConnectingWalletConnectBasic without a WalletConnect connector',
    // what open() shows with no adapters (spec §2 step 2), set as it sets it: this table's page has one
    reach: (latch) =>
      getStore(latch).setState((s) => ({
        open: true,
        router: { ...s.router, view: 'ConnectingWalletConnectBasic', history: [] },
      })),
    shown: 'connecting-walletconnect',
  },
  {
    name: 'SwitchActiveChain, asking for a Solana wallet',
    config: { networks: [...TEST_NETWORKS, TEST_SOLANA_NETWORK] },
    reach: (latch) => {
      setConnected(latch)
      open(latch)
      navigate(latch, {
        view: 'SwitchActiveChain',
        data: { caipNetworkId: TEST_SOLANA_NETWORK.caipNetworkId },
      })
    },
    shown: 'switch-active-chain-connect',
  },
  {
    name: 'UnsupportedChain',
    reach: (latch) => {
      setConnected(latch, 'eip155:1')
      open(latch)
    },
    shown: 'unsupported-chain-view',
  },
]

describe('accessibility of every view (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const embedded of [false, true]) {
      describe(`${theme}, ${embedded ? 'embedded' : 'overlay'}`, () => {
        for (const view of VIEWS) {
          it(`${view.name} has no serious or critical violations, contrast included`, async () => {
            const { latch, unmount } = await renderLatch(embedded ? <LatchEmbeddedModal /> : null, {
              ...view.config,
              theme,
              embedded,
            })
            cleanup = unmount
            await view.reach(latch)
            await expect.element(page.getByTestId(view.shown)).toBeVisible()
            await settle()
            expect(await seriousViolations()).toEqual([])
          })
        }
      })
    }
  }
})

import type { ViewName } from '@latch/core/modal'
import { expect } from '../../fixtures'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'

const SWAP_TOKENS = /^\/v1\/convert\/tokens$/
const BUILD_SWAP = /^\/v1\/convert\/build-transaction$/

/** The demo account's Swap form (quotes only: nothing is swapped). */
async function swapForm(scene: GalleryScene): Promise<void> {
  await scene.openAccount()
  await expect(scene.account.tokensList).toBeVisible()
  await scene.account.swapButton.click()
  await expect(scene.modal.view('Swap')).toBeVisible()
}

/** 1 ETH to LUSD, quoted by the devnet's Uniswap v2 market. */
async function quoted(scene: GalleryScene): Promise<void> {
  await swapForm(scene)
  await expect(scene.swap.form).toBeVisible()
  await scene.swap.amount.fill('1')
  await expect(scene.swap.rate).toHaveText(/^1 ETH = /)
}

/** The quote reviewed. */
async function preview(scene: GalleryScene): Promise<void> {
  await quoted(scene)
  await scene.swap.reviewButton.click()
  await expect(scene.modal.view('SwapPreview')).toBeVisible()
}

/** The token picker of the side received. */
async function selectToken(scene: GalleryScene): Promise<void> {
  await swapForm(scene)
  await scene.swap.toToken.click()
  await expect(scene.modal.view('SwapSelectToken')).toBeVisible()
  await expect(scene.swap.tokenOption('LGLD')).toBeVisible()
}

/** Swapping: the form, its token picker and the review. */
export const swapViews = {
  Swap: {
    full: shots({
      caption: '1 ETH to LUSD on the devnet’s Uniswap v2 market: the quote, rate, price impact and minimum',
      reach: quoted,
    }),
    loading: shots({
      caption: 'The tokens to swap while the services’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(SWAP_TOKENS)
        await swapForm(scene)
        await expect(scene.swap.loading).toBeVisible()
      },
    }),
    empty: absent(
      'A network with swaps lists its market’s tokens (at least two); a network without swaps is the error state.',
    ),
    error: shots({
      caption: 'On Latch Devnet B, which has no swaps: “Network not supported for Swaps”',
      reach: async (scene) => {
        await scene.openAccount()
        await scene.modal.accountNetwork.click()
        await scene.modal.network('eip155:31338').click()
        await expect(scene.modal.accountNetwork).toContainText('Latch Devnet B')
        await scene.account.swapButton.click()
        await expect(scene.swap.unavailable).toHaveText('Network not supported for Swaps')
      },
    }),
  },
  SwapSelectToken: {
    full: shots({
      caption: 'The market’s tokens with the account’s balances, searchable',
      reach: selectToken,
    }),
    loading: absent('Lists the tokens the Swap form has already read.'),
    empty: shots({
      caption: 'A search that matches no token',
      reach: async (scene) => {
        await selectToken(scene)
        await scene.swap.tokenSearch.fill('nothing like it')
        await expect(scene.page.getByTestId('swap-token-none')).toBeVisible()
      },
    }),
    error: absent('Lists the tokens the Swap form has already read: nothing it asks can fail.'),
  },
  SwapPreview: {
    full: shots({
      caption: 'What is paid and received, the terms and the network fee',
      reach: async (scene) => {
        await preview(scene)
        await expect(scene.swap.fee).toHaveAttribute('data-status', 'ready')
      },
    }),
    loading: shots({
      caption: 'Estimating the fee while the services’ swap transaction is held',
      reach: async (scene) => {
        await scene.holdServices(BUILD_SWAP)
        await preview(scene)
        await expect(scene.swap.fee).toHaveText('Estimating…')
      },
    }),
    empty: absent('Always the swap about to be made.'),
    error: shots({
      caption: 'Refused in the wallet: the reason shown, ready to try again',
      reach: async (scene) => {
        await preview(scene)
        await expect(scene.swap.fee).toHaveAttribute('data-status', 'ready')
        await scene.swap.confirmButton.click()
        await scene.wallet.reject()
        await expect(scene.modal.snackbar).toBeVisible()
        await expect(scene.swap.confirmButton).toBeEnabled()
      },
    }),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

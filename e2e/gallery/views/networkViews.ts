import type { ViewName } from '@latch/core/modal'
import { expect } from '../../fixtures'
import { world } from '../../world'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'
import { holdDevWalletMethod } from '../holdDevWalletMethod'

const SECOND_DEVNET = 'eip155:31338'

/** The Account's network list. */
async function networks(scene: GalleryScene): Promise<void> {
  await scene.openAccount()
  await scene.modal.accountNetwork.click()
  await expect(scene.modal.view('Networks')).toBeVisible()
}

/** The network list's Solana entry: the same wallet is asked to connect there. */
async function switchToSolana(scene: GalleryScene): Promise<void> {
  await networks(scene)
  const solana = scene.modal.network(world().solana.caipNetworkId)
  await expect(solana).toBeVisible()
  await solana.click()
  await expect(scene.modal.view('SwitchActiveChain')).toBeVisible()
}

/** The networks: the list, the switches and the unsupported chain. */
export const networkViews = {
  Networks: {
    full: shots({
      caption: 'Both EVM devnets, Solana, Bitcoin and Polkadot; the current one marked',
      reach: networks,
    }),
    loading: absent('The list is the page’s configured networks, known at once.'),
    empty: absent('A page configures at least one network.'),
    error: absent('Nothing it shows is fetched.'),
  },
  SwitchNetwork: {
    full: shots({
      caption: 'Waiting for the wallet to switch to Latch Devnet B (its answer held)',
      reach: async (scene) => {
        await networks(scene)
        await holdDevWalletMethod(scene.page, 'wallet_switchEthereumChain')
        await scene.modal.network(SECOND_DEVNET).click()
        await expect(scene.modal.view('SwitchNetwork')).toBeVisible()
      },
    }),
    loading: absent('The wait for the wallet is the view itself: its full state.'),
    empty: absent('Shows one switch: nothing to list.'),
    error: absent('A failed switch goes back one view, to the network list (spec §2).'),
  },
  SwitchActiveChain: {
    full: shots({
      caption: 'Moving to Solana: the dev wallet is asked to connect there (its prompt beside the page)',
      reach: async (scene) => {
        await switchToSolana(scene)
        await expect(scene.page.getByTestId('switch-active-chain-status')).toBeVisible()
        await expect(scene.wallet.prompt).toBeVisible()
      },
    }),
    loading: absent('The wait for the wallet is the view itself: its full state.'),
    empty: absent('Shows one switch: nothing to list.'),
    error: shots({
      caption: 'Rejected in the wallet, with a retry',
      reach: async (scene) => {
        await switchToSolana(scene)
        await scene.wallet.reject()
        await expect(scene.page.getByTestId('switch-active-chain-error')).toBeVisible()
      },
    }),
  },
  UnsupportedChain: {
    full: shots({
      caption: 'The wallet moved to Ethereum mainnet, which the demo does not configure',
      reach: async (scene) => {
        await scene.connect()
        await scene.wallet.switchChain(1)
        await expect(scene.demo.accountButton).toHaveText('Wrong network')
        if (!(await scene.modal.view('UnsupportedChain').isVisible())) await scene.demo.accountButton.click()
        await expect(scene.modal.view('UnsupportedChain')).toBeVisible()
      },
    }),
    loading: absent('The list is the page’s configured networks, known at once.'),
    empty: absent('A page configures at least one network.'),
    error: absent('Nothing it shows is fetched.'),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

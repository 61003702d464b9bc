import type { ViewName } from '@latch/core/modal'
import { expect, WALLET_NAME } from '../../fixtures'
import { TestWalletPage } from '../../pages/TestWalletPage'
import { WalletConnectPage } from '../../pages/WalletConnectPage'
import { world } from '../../world'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'

/** The WalletConnect row's QR code, shown once the pairing URI is made. */
async function walletConnectQr(scene: GalleryScene): Promise<WalletConnectPage> {
  await scene.openModal()
  await scene.modal.wallet('WalletConnect').click()
  const walletConnect = new WalletConnectPage(scene.page)
  await expect(walletConnect.qr).toBeVisible()
  return walletConnect
}

/** The views before a wallet is connected: Connect, All Wallets and the connecting views. */
export const connectViews = {
  Connect: {
    full: shots({
      caption: 'Wallets first (a browser wallet is installed), then email and the social logins',
      reach: async (scene) => {
        await scene.openModal()
        await expect(scene.modal.connectWallets()).toHaveCount(5)
        await expect(scene.social.button('google')).toBeVisible()
      },
    }),
    loading: absent(
      'Shows at once from what the page knows (the installed wallets, WalletConnect, the logins); the listing’s wallets join when they come, with no loading state of their own.',
    ),
    empty: absent(
      'Never empty: the demo configures WalletConnect, which is always listed (a page with no wallet at all shows “No browser wallet found”).',
    ),
    error: shots({
      caption: 'The email login’s frame did not load within its limit (`?frame=` a closed port)',
      reach: async (scene) => {
        await scene.openModal('frame=http://127.0.0.1:9&frame-load-timeout=1500')
        await scene.login.submitEmail('gallery@latch.test')
        await expect(scene.login.emailError).toHaveText('Unable to load email login dependency')
        await expect(scene.modal.alert).toBeVisible()
      },
    }),
  },
  AllWallets: {
    full: shots({
      caption: 'WalletConnect and the installed wallet, then the services’ listing',
      reach: async (scene) => {
        await scene.openModal()
        await scene.modal.allWallets.click()
        await expect(scene.modal.allWalletsList.getByRole('listitem').nth(5)).toBeVisible()
      },
    }),
    loading: shots({
      caption: 'A search while the listing’s answer is held',
      reach: async (scene) => {
        await scene.holdServices(/^\/getWallets$/)
        await scene.openModal()
        await scene.modal.allWallets.click()
        await scene.modal.search.fill('rainbow')
        await expect(scene.page.getByRole('progressbar', { name: 'Loading wallets' })).toBeVisible()
      },
    }),
    empty: shots({
      caption: 'A search that matches no wallet',
      reach: async (scene) => {
        await scene.openModal()
        await scene.modal.allWallets.click()
        await scene.modal.search.fill('no such wallet anywhere')
        await expect(scene.modal.noWalletMatch).toBeVisible()
      },
    }),
    error: shots({
      caption: 'The listing answers 500',
      reach: async (scene) => {
        await scene.failServices(/^\/getWallets$/)
        await scene.openModal()
        await scene.modal.allWallets.click()
        await expect(scene.page.getByTestId('wallet-listing-error')).toBeVisible()
      },
    }),
  },
  ConnectingExternal: {
    full: shots({
      caption: 'Waiting for the dev wallet’s answer (its prompt is open beside the page)',
      reach: async (scene) => {
        await scene.openModal()
        await scene.modal.wallet(WALLET_NAME).click()
        await expect(scene.modal.connectingStatus).toBeVisible()
        await expect(scene.wallet.prompt).toBeVisible()
      },
    }),
    loading: absent('The wait for the wallet is the view itself: its full state.'),
    empty: absent('Shows one wallet’s connection: nothing to list.'),
    error: shots({
      caption: 'Rejected in the wallet, with a retry',
      reach: async (scene) => {
        await scene.openModal()
        await scene.modal.wallet(WALLET_NAME).click()
        await scene.wallet.reject()
        await expect(scene.modal.connectingError).toHaveText('Connection rejected')
      },
    }),
  },
  ConnectingWalletConnect: {
    full: shots({
      caption: 'The pairing URI as a QR code, with its copy link',
      reach: async (scene) => {
        await walletConnectQr(scene)
      },
    }),
    loading: shots({
      caption: 'Preparing the QR code while the relay does not answer',
      reach: async (scene) => {
        const relay = process.env.LATCH_DEMO_RELAY
        if (!relay) throw new Error('The e2e world did not say where its relay is')
        // The socket opens, but no relay stands behind it: the pairing waits.
        await scene.page.routeWebSocket(
          (url) => url.origin === new URL(relay).origin,
          () => {},
        )
        await scene.openModal()
        await scene.modal.wallet('WalletConnect').click()
        await expect(scene.page.getByTestId('walletconnect-status')).toHaveText('Preparing the QR code')
      },
    }),
    empty: absent('Shows one pairing: nothing to list.'),
    error: shots({
      caption: 'The test wallet (WalletConnect, on the local relay) rejected the pairing',
      timeoutMs: 90_000,
      reach: async (scene) => {
        const walletConnect = await walletConnectQr(scene)
        const uri = await walletConnect.decodeQr()
        const phone = new TestWalletPage(await scene.page.context().newPage(), world().testWalletUrl)
        await phone.goto({ account: 7, uri })
        await expect(phone.status).toHaveText('ready')
        await phone.rejectProposal()
        await phone.page.close()
        await scene.page.bringToFront()
        await expect(walletConnect.error).toHaveText('Connection rejected')
      },
    }),
  },
  ConnectingWalletConnectBasic: {
    full: shots({
      caption: 'The QR code with a way to All Wallets (the demo with `manualWalletConnect`: `?manual-wc=1`)',
      reach: async (scene) => {
        // with manual WalletConnect control, opening the modal lands here (spec §2 step 2), embedded too
        await scene.goto('manual-wc=1')
        await scene.demo.connectButton.click()
        await expect(new WalletConnectPage(scene.page).qr).toBeVisible()
        await expect(scene.page.getByTestId('walletconnect-all-wallets')).toBeVisible()
      },
    }),
    loading: absent(
      'The same component as ConnectingWalletConnect, whose loading state is shot: only the All Wallets button differs.',
    ),
    empty: absent('Shows one pairing: nothing to list.'),
    error: absent(
      'The same component as ConnectingWalletConnect, whose error state is shot: only the All Wallets button differs.',
    ),
  },
  ConnectingFarcaster: {
    full: shots({
      caption: 'The Sign In With Farcaster link as a QR code, to open or copy',
      reach: async (scene) => {
        await scene.openModal()
        await scene.social.button('farcaster').click()
        await expect(scene.page.getByTestId('farcaster-qr')).toBeVisible()
      },
    }),
    loading: shots({
      caption: 'Preparing the link while the services’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(/^\/v1\/auth\/farcaster\/start$/)
        await scene.openModal()
        await scene.social.button('farcaster').click()
        await expect(scene.page.getByTestId('farcaster-status')).toHaveText('Preparing the Farcaster link')
      },
    }),
    empty: absent('Shows one link: nothing to list.'),
    error: shots({
      caption: 'The services answer 500, with a retry',
      reach: async (scene) => {
        await scene.failServices(/^\/v1\/auth\/farcaster\/start$/)
        await scene.openModal()
        await scene.social.button('farcaster').click()
        await expect(scene.page.getByTestId('farcaster-error')).toBeVisible()
      },
    }),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

import type { ViewName } from '@latch/core/modal'
import { DEVNET_ADDRESSES } from '@latch/devnet'
import { expect } from '../../fixtures'
import { world } from '../../world'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'
import { holdChainRpc } from '../holdChainRpc'

// Nothing is sent: every shot stops at the preview or is refused in the wallet.
const FORM = { token: 'LUSD', amount: '12.5', receiver: DEVNET_ADDRESSES[2] }
const NAME_LOOKUP = /^\/v1\/profile\/account\/[^/]+$/

/** The demo account's Send form. */
async function sendForm(scene: GalleryScene): Promise<void> {
  await scene.openAccount()
  await expect(scene.account.tokensList).toBeVisible()
  await scene.account.sendButton.click()
  await expect(scene.modal.view('WalletSend')).toBeVisible()
}

/** The form filled, then Preview. */
async function sendPreview(scene: GalleryScene): Promise<void> {
  await sendForm(scene)
  await scene.send.fill(FORM)
  await expect(scene.send.fiat).toHaveText('$12.50')
  await scene.send.previewButton.click()
  await expect(scene.modal.view('WalletSendPreview')).toBeVisible()
}

/** The token picker of the Send form. */
async function selectToken(scene: GalleryScene): Promise<void> {
  await sendForm(scene)
  await scene.send.tokenButton.click()
  await expect(scene.modal.view('WalletSendSelectToken')).toBeVisible()
  await expect(scene.send.tokenOption('LUSD')).toBeVisible()
}

/** Sending tokens: the form, its token picker and the preview. */
export const sendViews = {
  WalletSend: {
    full: shots({
      caption: '12.5 LUSD to another devnet account, its value in USD',
      reach: async (scene) => {
        await sendForm(scene)
        await scene.send.fill(FORM)
        await expect(scene.send.fiat).toHaveText('$12.50')
        await expect(scene.send.previewButton).toBeEnabled()
      },
    }),
    loading: shots({
      caption: 'A receiver’s name resolving while the services’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(NAME_LOOKUP)
        await sendForm(scene)
        await scene.send.fill({ ...FORM, receiver: 'alice.latch.local' })
        await expect(scene.send.receiverResolving).toBeVisible()
      },
    }),
    empty: absent(
      'A form: before anything is typed it shows the fields alone, which the full state shows filled.',
    ),
    error: shots({
      caption: 'More than the balance: refused before the wallet is asked',
      reach: async (scene) => {
        await sendForm(scene)
        await scene.send.fill({ ...FORM, amount: '1000000' })
        await expect(scene.send.message).toHaveText('Insufficient balance')
      },
    }),
  },
  WalletSendSelectToken: {
    full: shots({ caption: 'The account’s tokens to send, searchable', reach: selectToken }),
    loading: absent('Lists the tokens the Account has already read.'),
    empty: shots({
      caption: 'A search that matches no token',
      reach: async (scene) => {
        await selectToken(scene)
        await scene.send.tokenSearch.fill('nothing like it')
        await expect(scene.page.getByTestId('send-token-none')).toBeVisible()
      },
    }),
    error: absent('Lists the tokens the Account has already read: nothing it asks can fail.'),
  },
  WalletSendPreview: {
    full: shots({
      caption: 'The amount, the receiver and the network fee, ready to confirm',
      reach: async (scene) => {
        await sendPreview(scene)
        await expect(scene.send.fee).toHaveAttribute('data-status', 'ready')
      },
    }),
    loading: shots({
      caption: 'Estimating the fee while the chain’s answer is held',
      reach: async (scene) => {
        await holdChainRpc(scene.page, world().chains[0]!.rpcUrl, ['eth_estimateGas'])
        await sendPreview(scene)
        await expect(scene.send.fee).toHaveText('Estimating…')
      },
    }),
    empty: absent('Always the send about to be made.'),
    error: shots({
      caption: 'Refused in the wallet: the form kept, one Back away',
      reach: async (scene) => {
        await sendPreview(scene)
        await expect(scene.send.fee).toHaveAttribute('data-status', 'ready')
        await scene.send.confirmButton.click()
        await scene.wallet.reject()
        await expect(scene.modal.snackbar).toHaveText('User rejected the request')
      },
    }),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

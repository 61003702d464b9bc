import type { ViewName } from '@latch/core/modal'
import { expect } from '../../fixtures'
import { SandboxCheckoutPage } from '../../pages/OnrampPage'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'

const OPTIONS = /^\/v1\/onramp\/options$/
/** anvil's account 2 buys: the sandbox's LUSD lands there, not on the demo account the other shots show. */
const BUYER = 'devwallet-account=2'

/** The Account's Buy form. */
async function buyForm(scene: GalleryScene, query = ''): Promise<void> {
  await scene.openAccount(query)
  await scene.account.buyButton.click()
  await expect(scene.modal.view('OnrampBuy')).toBeVisible()
}

/** 50 USD of USD Coin through meld, its popup (the devnet's sandbox checkout) open. */
async function checkout(scene: GalleryScene): Promise<SandboxCheckoutPage> {
  await buyForm(scene, BUYER)
  await scene.onramp.amount.fill('50')
  await expect(scene.onramp.provider('meld').radio).toBeChecked()
  const popup = await scene.onramp.buy()
  await expect(scene.modal.view('OnrampWaiting')).toBeVisible()
  return new SandboxCheckoutPage(popup)
}

/** Buying crypto: the form with the providers' offers, and the wait for the purchase. */
export const onrampViews = {
  OnrampBuy: {
    full: shots({
      caption: '50 USD of USD Coin: meld’s offer with what arrives and the fee',
      reach: async (scene) => {
        await buyForm(scene)
        await scene.onramp.amount.fill('50')
        await expect(scene.onramp.provider('meld').detail).toBeVisible()
      },
    }),
    loading: shots({
      caption: 'The currencies while the on-ramp options’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(OPTIONS)
        await buyForm(scene)
        await expect(scene.page.getByTestId('onramp-options-loading')).toBeVisible()
      },
    }),
    empty: shots({
      caption: 'No amount yet: no offers to show',
      reach: async (scene) => {
        await buyForm(scene)
        await expect(scene.page.getByTestId('onramp-quotes-empty')).toBeVisible()
      },
    }),
    error: shots({
      caption: 'The options service answers 500: the built-in default currencies, said so',
      reach: async (scene) => {
        await scene.failServices(OPTIONS)
        await buyForm(scene)
        await expect(scene.onramp.optionsFallback).toBeVisible()
      },
    }),
  },
  OnrampWaiting: {
    full: shots({
      caption: 'Paid with the sandbox’s test card: the tokens arrived',
      reach: async (scene) => {
        const sandbox = await checkout(scene)
        await sandbox.pay('4242 4242 4242 4242')
        await expect(scene.onramp.status).toHaveAttribute('data-status', 'confirmed')
        await sandbox.page.close()
      },
    }),
    loading: shots({
      caption: 'Waiting while the person pays in the provider’s window',
      reach: async (scene) => {
        await checkout(scene)
        await expect(scene.onramp.status).toHaveText('Complete your purchase in the Meld window')
      },
    }),
    empty: absent('Always the purchase under way.'),
    error: shots({
      caption: 'The provider’s window closed before paying: “Popup closed”',
      reach: async (scene) => {
        const sandbox = await checkout(scene)
        await sandbox.page.close()
        await expect(scene.onramp.status).toHaveText('Popup closed')
      },
    }),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

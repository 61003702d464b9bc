import type { ViewName } from '@latch/core/modal'
import { DEMO_ACCOUNT } from '@latch/devnet'
import { expect } from '../../fixtures'
import type { GalleryScene } from '../GalleryScene'
import { absent, type GalleryViewEntry, shots } from '../galleryEntry'
import { GALLERY_VARIANTS, variantName } from '../galleryVariant'

const BALANCES = /^\/v1\/account\/[^/]+\/balance$/
const HISTORY = /^\/v1\/account\/[^/]+\/history$/
const SUGGESTIONS = /^\/v1\/profile\/suggestions\/[^/]+$/
/** anvil's account 5 holds only ETH and never transacts: no NFTs, no activity. */
const EMPTY_ACCOUNT = 'devwallet-account=5'

/**
 * The account that registers a name in each variant (9, 8, 7, 6): a name is registered once per
 * address, and the registered address's Account no longer offers to choose one.
 */
function registrant(scene: GalleryScene): string {
  const index = GALLERY_VARIANTS.findIndex((variant) => variantName(variant) === variantName(scene.variant))
  return `devwallet-account=${9 - index}`
}

/** The demo account's Account, its NFTs' images loaded. */
async function nfts(scene: GalleryScene): Promise<void> {
  await scene.openAccount()
  await scene.account.open('nfts')
  await expect(scene.account.nftImages.first()).toBeVisible()
  await expect
    .poll(async () => (await scene.account.loadedNftImages()).every((image) => image.naturalWidth > 0))
    .toBe(true)
}

/** The Account's Choose Name view with a label typed. */
async function typeName(scene: GalleryScene, label: string, query = ''): Promise<void> {
  await scene.openAccount(query)
  await scene.names.chooseButton.click()
  await expect(scene.modal.view('RegisterAccountName')).toBeVisible()
  await scene.names.input.fill(label)
}

/** The connected account: Account, Receive, the name registration and the sign-in. */
export const accountViews = {
  Account: {
    full: shots(
      {
        label: 'tokens',
        caption: 'Tokens: the demo account’s ETH and fixture tokens with prices and the total',
        reach: async (scene) => {
          await scene.openAccount()
          await expect(scene.account.tokenRows).toHaveCount(3)
        },
      },
      {
        label: 'nfts',
        caption: 'NFTs: the Latch Keys from the local world (the spam collection hidden)',
        reach: nfts,
      },
      {
        label: 'activity',
        caption: 'Activity: the fixture history by month, newest first',
        reach: async (scene) => {
          await scene.openAccount()
          await scene.account.open('activity')
          await expect(scene.account.activityRows.first()).toBeVisible()
        },
      },
    ),
    loading: shots({
      caption: 'Tokens while the balance service’s answer is held',
      reach: async (scene) => {
        await scene.holdServices(BALANCES)
        await scene.openAccount()
        await expect(scene.page.getByTestId('tokens-loading')).toBeVisible()
      },
    }),
    empty: shots(
      {
        label: 'nfts',
        caption: 'NFTs of an account that holds none (anvil’s account 5)',
        reach: async (scene) => {
          await scene.openAccount(EMPTY_ACCOUNT)
          await scene.account.open('nfts')
          await expect(scene.page.getByTestId('nfts-empty')).toBeVisible()
        },
      },
      {
        label: 'activity',
        caption: 'Activity of an account that never transacted (anvil’s account 5)',
        reach: async (scene) => {
          await scene.openAccount(EMPTY_ACCOUNT)
          await scene.account.open('activity')
          await expect(scene.account.activityEmpty).toBeVisible()
        },
      },
    ),
    error: shots(
      {
        label: 'tokens',
        caption: 'Tokens when the balance service answers 500: “Token Balance Unavailable”, retry later',
        reach: async (scene) => {
          await scene.failServices(BALANCES)
          await scene.openAccount()
          await expect(scene.page.getByTestId('tokens-error')).toBeVisible()
        },
      },
      {
        label: 'activity',
        caption: 'Activity when the history service answers 500: “Failed to fetch transactions”',
        reach: async (scene) => {
          await scene.failServices(HISTORY)
          await scene.openAccount()
          await scene.account.open('activity')
          await expect(scene.page.getByTestId('activity-error')).toBeVisible()
        },
      },
    ),
  },
  WalletReceive: {
    full: shots({
      caption: 'The address as a QR code and in full, with the networks it receives on',
      reach: async (scene) => {
        await scene.openAccount()
        await scene.account.receiveButton.click()
        await expect(scene.receive.address).toHaveText(DEMO_ACCOUNT)
      },
    }),
    loading: absent('The address and the networks are the page’s own: nothing to wait for.'),
    empty: absent('Always the connected address.'),
    error: absent('Nothing it asks can fail.'),
  },
  RegisterAccountName: {
    full: shots({
      caption: 'A free name, with free alternatives from the services',
      reach: async (scene) => {
        await typeName(scene, 'gallery')
        await expect(scene.names.message).toHaveText('gallery.latch.local is available')
        await expect(scene.names.suggestions.first()).toBeVisible()
      },
    }),
    loading: shots({
      caption: 'Checking availability while the services’ answer is held',
      reach: async (scene) => {
        await scene.holdServices(SUGGESTIONS)
        await typeName(scene, 'gallery')
        await expect(scene.names.message).toHaveText('Checking availability…')
      },
    }),
    empty: absent(
      'A form: before a name is typed it shows the field alone, which the full state shows filled.',
    ),
    error: shots({
      caption: 'The suggestions service answers 500: “Error fetching name suggestions”',
      reach: async (scene) => {
        await scene.failServices(SUGGESTIONS)
        await typeName(scene, 'gallery')
        await expect(scene.names.message).toHaveText('Error fetching name suggestions')
      },
    }),
  },
  RegisterAccountNameSuccess: {
    full: shots({
      caption: 'A name registered: the wallet signed the registration message',
      reach: async (scene) => {
        const label = `gallery-${Date.now().toString(36)}`
        await typeName(scene, label, registrant(scene))
        await expect(scene.names.message).toHaveText(`${label}.latch.local is available`)
        await scene.names.submit.click()
        await scene.wallet.approve()
        await expect(scene.names.registered).toHaveText(`${label}.latch.local`)
      },
    }),
    loading: absent('Shown once the registration is done: the wait is on RegisterAccountName.'),
    empty: absent('Always the name just registered.'),
    error: absent('A failed registration stays on RegisterAccountName with its message (spec §4).'),
  },
  SIWXSignMessage: {
    full: shots({
      caption: 'Sign-in required (`?siwx=required`): sign, or cancel and disconnect',
      reach: async (scene) => {
        await scene.connect('siwx=required')
        await expect(scene.signIn.signButton).toBeVisible()
      },
    }),
    loading: shots({
      caption: 'Signing: the wallet’s prompt is open beside the page',
      reach: async (scene) => {
        await scene.connect('siwx=required')
        await scene.signIn.signButton.click()
        await expect(scene.wallet.prompt).toBeVisible()
        await expect(scene.signIn.signButton).toHaveText('Signing…')
      },
    }),
    empty: absent('One message to sign: nothing to list.'),
    error: shots({
      caption: 'The signature refused in the wallet: “Error signing message”, and the choice again',
      reach: async (scene) => {
        await scene.connect('siwx=required')
        await scene.signIn.signButton.click()
        await scene.wallet.reject()
        await expect(scene.signIn.error).toHaveText('Error signing message')
      },
    }),
  },
} satisfies Partial<Record<ViewName, GalleryViewEntry>>

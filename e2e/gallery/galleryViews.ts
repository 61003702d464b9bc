import type { ViewName } from '@latch/core/modal'
import type { GalleryViewEntry } from './galleryEntry'
import { accountViews } from './views/accountViews'
import { connectViews } from './views/connectViews'
import { embeddedWalletViews } from './views/embeddedWalletViews'
import { networkViews } from './views/networkViews'
import { onrampViews } from './views/onrampViews'
import { sendViews } from './views/sendViews'
import { swapViews } from './views/swapViews'

/**
 * Every view of the modal (core's `ViewName`) with its states: each shot, or why the view lacks it.
 * A view added to core and not here fails the type check and galleryViews.test.ts.
 */
export const GALLERY_VIEWS = {
  ...connectViews,
  ...embeddedWalletViews,
  ...accountViews,
  ...networkViews,
  ...sendViews,
  ...swapViews,
  ...onrampViews,
} satisfies Record<ViewName, GalleryViewEntry>

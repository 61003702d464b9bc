import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '../fixtures'
import { captureModal } from './captureModal'
import { GalleryScene } from './GalleryScene'
import { GALLERY_IMAGES_DIR } from './galleryPaths'
import { variantName } from './galleryVariant'
import { GALLERY_VIEWS } from './galleryViews'
import { listGalleryShots } from './listGalleryShots'

// One test per image, in catalogue order: a failed shot costs its image only, and the index says so.
for (const { view, state, shot, variant, file } of listGalleryShots(GALLERY_VIEWS)) {
  const title = `${view} ${state}${shot.label ? ` (${shot.label})` : ''} ${variantName(variant)}`
  test(title, async ({ page }) => {
    if (shot.timeoutMs) test.setTimeout(shot.timeoutMs)
    const path = join(GALLERY_IMAGES_DIR, file)
    await mkdir(GALLERY_IMAGES_DIR, { recursive: true })
    // an image from an earlier run must not pass for this one's
    await rm(path, { force: true })
    await shot.reach(new GalleryScene(page, variant))
    await captureModal(page, path)
  })
}

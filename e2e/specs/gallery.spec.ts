import { readFile } from 'node:fs/promises'
import { PNG } from 'pngjs'
import { expect, test } from '../fixtures'
import { captureModal } from '../gallery/captureModal'
import { GalleryScene } from '../gallery/GalleryScene'
import { GALLERY_VARIANTS } from '../gallery/galleryVariant'
import { GALLERY_VIEWS } from '../gallery/galleryViews'

// A smoke of the docs gallery (npm run gallery, minutes): one of its shots, the way it takes them, so a
// change that breaks the scenes or the capture shows in npm test and not only the next time the docs are made.
test('the docs gallery takes its Connect image: the modal, whole, with a margin around it', async ({
  page,
}, testInfo) => {
  const [shot] = GALLERY_VIEWS.Connect.full.shots
  await shot.reach(new GalleryScene(page, GALLERY_VARIANTS[0]!))
  const path = testInfo.outputPath('Connect-full-light-overlay.png')
  await captureModal(page, path)
  const image = PNG.sync.read(await readFile(path))
  const box = await page.getByTestId('latch-modal').boundingBox()
  expect(box).not.toBeNull()
  // 16 px on each side, at the page's device scale factor (a CSS pixel's rounding either way)
  const scale = await page.evaluate(() => window.devicePixelRatio)
  expect(Math.abs(image.width - (box!.width + 32) * scale)).toBeLessThanOrEqual(scale)
  expect(Math.abs(image.height - (box!.height + 32) * scale)).toBeLessThanOrEqual(scale)
})

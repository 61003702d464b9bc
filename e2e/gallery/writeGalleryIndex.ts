import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { GALLERY_DIR, GALLERY_IMAGES_DIR } from './galleryPaths'
import { GALLERY_VIEWS } from './galleryViews'
import { renderGalleryIndex } from './renderGalleryIndex'

/**
 * The gallery run's globalTeardown: writes docs/gallery/index.md from the catalogue and the images
 * present, after every shot, failed ones included (the index marks them missing).
 */
export default async function writeGalleryIndex(): Promise<void> {
  await mkdir(GALLERY_IMAGES_DIR, { recursive: true })
  const images = new Set((await readdir(GALLERY_IMAGES_DIR)).filter((file) => file.endsWith('.png')))
  const index = join(GALLERY_DIR, 'index.md')
  await writeFile(index, renderGalleryIndex({ views: GALLERY_VIEWS, images, generatedAt: new Date() }))
  console.log(`gallery: ${images.size} images in ${GALLERY_IMAGES_DIR}, index at ${index}`)
}

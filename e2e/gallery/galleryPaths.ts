import { join } from 'node:path'

/** docs/gallery: the generated index (git-ignored). */
export const GALLERY_DIR = join(import.meta.dirname, '../../docs/gallery')

/** docs/gallery/images: the generated PNGs (git-ignored). */
export const GALLERY_IMAGES_DIR = join(GALLERY_DIR, 'images')

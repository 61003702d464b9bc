import type { ViewName } from '@latch/core/modal'
import {
  GALLERY_STATES,
  type GalleryShot,
  type GalleryState,
  type GalleryViewEntry,
  isShot,
} from './galleryEntry'
import { GALLERY_VARIANTS, type GalleryVariant, variantName } from './galleryVariant'

/** One image to take: a shot of a view's state in one variant, and its file under docs/gallery/images. */
export interface PlannedShot {
  view: ViewName
  state: GalleryState
  shot: GalleryShot
  variant: GalleryVariant
  /** e.g. `Account-full-tokens-dark-embedded.png` */
  file: string
}

/**
 * The gallery's images: every shot of every state in light overlay, and the full state's shots in the
 * other three variants too (dark overlay, light and dark embedded), view by view in `views`' order.
 *
 * @example listGalleryShots(GALLERY_VIEWS).length
 */
export function listGalleryShots(views: Record<ViewName, GalleryViewEntry>): PlannedShot[] {
  const planned: PlannedShot[] = []
  for (const [view, entry] of Object.entries(views) as [ViewName, GalleryViewEntry][]) {
    for (const variant of GALLERY_VARIANTS) {
      const states = variant === GALLERY_VARIANTS[0] ? GALLERY_STATES : (['full'] as const)
      for (const state of states) {
        const entryState = entry[state]
        if (!isShot(entryState)) continue
        for (const shot of entryState.shots) {
          const name = [view, state, ...(shot.label ? [shot.label] : []), variantName(variant)].join('-')
          planned.push({ view, state, shot, variant, file: `${name}.png` })
        }
      }
    }
  }
  return planned
}

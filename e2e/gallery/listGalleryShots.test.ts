import { VIEWS } from '@latch/core/modal'
import { describe, expect, it } from 'vitest'
import { GALLERY_STATES, isShot } from './galleryEntry'
import { GALLERY_VARIANTS } from './galleryVariant'
import { GALLERY_VIEWS } from './galleryViews'
import { listGalleryShots } from './listGalleryShots'

describe('listGalleryShots', () => {
  const planned = listGalleryShots(GALLERY_VIEWS)
  const [lightOverlay] = GALLERY_VARIANTS

  it('plans every shot of every state in light overlay', () => {
    const everyShot = Object.values(GALLERY_VIEWS).flatMap((entry) =>
      GALLERY_STATES.flatMap((state) => {
        const shotOrAbsent = entry[state]
        return isShot(shotOrAbsent) ? shotOrAbsent.shots : []
      }),
    )
    expect(planned.filter((shot) => shot.variant === lightOverlay).map((shot) => shot.shot)).toEqual(
      everyShot,
    )
  })

  it('plans the full state of every view in all four variants, and no other state outside light overlay', () => {
    for (const view of VIEWS)
      for (const variant of GALLERY_VARIANTS)
        expect(
          planned.some((shot) => shot.view === view && shot.state === 'full' && shot.variant === variant),
          `${view} full ${variant.theme} ${variant.mode}`,
        ).toBe(true)
    const elsewhere = planned.filter((shot) => shot.variant !== lightOverlay)
    expect(elsewhere.every((shot) => shot.state === 'full')).toBe(true)
  })

  it('gives each image its own file, named by view, state, label and variant', () => {
    expect(new Set(planned.map((shot) => shot.file)).size).toBe(planned.length)
    expect(planned.map((shot) => shot.file)).toContain('Account-full-tokens-dark-embedded.png')
    expect(planned.map((shot) => shot.file)).toContain('Connect-full-light-overlay.png')
  })
})

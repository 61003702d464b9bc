import { VIEWS } from '@latch/core/modal'
import { describe, expect, it } from 'vitest'
import { GALLERY_VIEWS } from './galleryViews'
import { listGalleryShots } from './listGalleryShots'
import { renderGalleryIndex } from './renderGalleryIndex'

describe('renderGalleryIndex', () => {
  const planned = listGalleryShots(GALLERY_VIEWS)
  const [missing, ...taken] = planned.map((shot) => shot.file)
  const index = renderGalleryIndex({
    views: GALLERY_VIEWS,
    images: new Set(taken),
    generatedAt: new Date('2025-01-01T00:00:00Z'),
  })

  it('has a row in the states table and a section for every view', () => {
    for (const view of VIEWS) {
      expect(index).toContain(`\n| [${view}](#${view.toLowerCase()}) |`)
      expect(index).toContain(`\n## ${view}\n`)
    }
  })

  it('says why a view lacks a state', () => {
    expect(index).toContain(`absent: ${GALLERY_VIEWS.Networks.loading.absent}`)
  })

  it('shows every image taken, and marks a planned image the run did not take as missing', () => {
    for (const file of taken) expect(index).toContain(`(images/${file})`)
    expect(index).not.toContain(`(images/${missing})`)
    expect(index).toContain('missing: its shot failed in this run')
    expect(index).toContain(`${taken.length} of ${planned.length} images`)
  })
})

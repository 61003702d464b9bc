import { VIEWS } from '@latch/core/modal'
import { describe, expect, it } from 'vitest'
import { GALLERY_STATES, isShot } from './galleryEntry'
import { GALLERY_VIEWS } from './galleryViews'

// The docs gallery (npm run gallery) cannot drift from the modal: this runs in `npm test` in milliseconds,
// while the gallery itself takes minutes and runs only on demand.
describe('GALLERY_VIEWS', () => {
  it('has an entry for every ViewName of core, and none for a view core does not have', () => {
    expect(Object.keys(GALLERY_VIEWS).sort()).toEqual([...VIEWS].sort())
  })

  it('shoots every view in its full state, and gives a reason for each state it does not shoot', () => {
    for (const [view, entry] of Object.entries(GALLERY_VIEWS)) {
      expect(isShot(entry.full), view).toBe(true)
      for (const state of GALLERY_STATES) {
        const shotOrAbsent = entry[state]
        if (!isShot(shotOrAbsent)) {
          expect(shotOrAbsent.absent.trim(), `${view} ${state}`).not.toBe('')
          continue
        }
        for (const shot of shotOrAbsent.shots) expect(shot.caption.trim(), `${view} ${state}`).not.toBe('')
        // two shots of one state need labels to tell their images apart
        if (shotOrAbsent.shots.length > 1)
          expect(
            shotOrAbsent.shots.map((shot) => shot.label ?? ''),
            `${view} ${state}`,
          ).not.toContain('')
      }
    }
  })
})

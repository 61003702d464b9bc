import { expect, it } from 'vitest'
import * as modal from './modal'

// The modal's entry (@latch/core/modal); a change shows up here in review.
it('exports exactly the modal API', () => {
  expect(Object.keys(modal).sort()).toMatchSnapshot()
})

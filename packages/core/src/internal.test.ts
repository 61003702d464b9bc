import { expect, it } from 'vitest'
import * as api from './index'
import * as internal from './internal'

// The subpath Latch's own packages share; a change shows up here in review.
it('exports exactly the internal API', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot()
})

it('shares no name with the public root, so each name has one home', () => {
  expect(Object.keys(internal).filter((name) => name in api)).toEqual([])
})

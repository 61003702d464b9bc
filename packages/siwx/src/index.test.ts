import { expect, it } from 'vitest'
import * as api from './index'

// Any change to the public surface shows up here in review.
it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

import { expect, it } from 'vitest'
import * as services from './services'

// The services' clients (@latch/core/services); a change shows up here in review.
it('exports exactly the service clients', () => {
  expect(Object.keys(services).sort()).toMatchSnapshot()
})

import { expect, it } from 'vitest'
import * as root from './index'
import * as internal from './internal'
import * as modal from './modal'
import * as services from './services'

// The subpath Latch's own packages share; a change shows up here in review.
it('exports exactly the internal API', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot()
})

it('gives each name one home among the four entries', () => {
  const entries = { root, modal, services, internal }
  const homes = new Map<string, string[]>()
  for (const [entry, names] of Object.entries(entries))
    for (const name of Object.keys(names)) homes.set(name, [...(homes.get(name) ?? []), entry])
  expect([...homes].filter(([, where]) => where.length > 1)).toEqual([])
})

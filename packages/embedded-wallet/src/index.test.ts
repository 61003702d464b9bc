import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import * as api from './index'

// Any change to the public surface shows up here in review.
it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})

// The adapters take the connector by its shape, so a host on one chain installs no other chain's library
// for email login; biome holds the source to it (the layer table bans viem and @solana/kit here).
it('depends on no chain library: a Solana-only host installs no viem for it', () => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'))
  expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).sort()).toEqual([
    '@latch/core',
    '@latch/frame-protocol',
  ])
})

import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './sdk'

it('sv is latch- and the version of @latch/core', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  expect(LATCH_SDK_VERSION).toBe(`latch-${version}`)
  expect(LATCH_SDK_TYPE).toBe('latch')
})

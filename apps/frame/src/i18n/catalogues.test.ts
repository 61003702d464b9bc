// The frame's own part of the catalogues; every language's keys, placeholders and plural forms against
// the one language list are scripts/catalogues.test.ts's, for the modal and the frame at once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_LOCALES } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogueTypes'
import { LOCALE_CHUNKS } from './localeChunks'

const dir = join(import.meta.dirname, 'locales')
const read = (locale: string): Catalogue => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'))
const others = FRAME_LOCALES.filter((locale) => locale !== 'en')

describe("the frame's catalogues", () => {
  it('each language but English is a lazy chunk', () => {
    expect(Object.keys(LOCALE_CHUNKS).sort()).toEqual([...others].sort())
  })

  it.each(others)('%s loads as its own chunk, the same words as its file', async (locale) => {
    expect((await LOCALE_CHUNKS[locale]()).default).toEqual(read(locale))
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_LOCALES } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
// the modal's own list: the frame must speak every language the modal can sync to it
import { SUPPORTED_LOCALES } from '../../../../packages/react/src/i18n/supportedLocales'
import type { Catalogue } from './catalogueTypes'
import { LOCALE_CHUNKS } from './localeChunks'

const dir = join(import.meta.dirname, 'locales')
const read = (locale: string): Catalogue => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'))
const english = read('en')
const others = FRAME_LOCALES.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe("the frame's catalogues", () => {
  it('speak every language of the modal, one file of locales/ each, each but English a lazy chunk', () => {
    expect([...FRAME_LOCALES]).toEqual([...SUPPORTED_LOCALES])
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...FRAME_LOCALES].sort())
    expect(Object.keys(LOCALE_CHUNKS).sort()).toEqual([...others].sort())
  })

  it('English gives each plural message its one and other forms', () => {
    for (const [key, message] of Object.entries(english))
      if (typeof message === 'object') expect(Object.keys(message).sort(), key).toEqual(['one', 'other'])
  })

  describe.each(others)('%s', (locale) => {
    const catalogue = read(locale)
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories

    it('has exactly the keys of English', () => {
      expect(Object.keys(catalogue)).toEqual(Object.keys(english))
    })

    it('keeps the placeholders of English in every message and every plural form', () => {
      for (const [key, message] of Object.entries(english)) {
        const wanted = placeholders(typeof message === 'string' ? message : (message.other ?? ''))
        const translated = catalogue[key]
        const forms = typeof translated === 'object' ? Object.values(translated) : [translated]
        for (const form of forms) expect(placeholders(form ?? ''), `${locale} ${key}`).toEqual(wanted)
      }
    })

    it("gives each plural message exactly the language's plural forms, and no message empty", () => {
      for (const [key, message] of Object.entries(english)) {
        const translated = catalogue[key]
        if (typeof message === 'object') {
          expect(typeof translated, `${locale} ${key}`).toBe('object')
          expect(Object.keys(translated ?? {}).sort(), `${locale} ${key}`).toEqual([...categories].sort())
        } else
          expect(typeof translated === 'string' && translated.trim() !== '', `${locale} ${key}`).toBe(true)
        const forms = typeof translated === 'object' ? Object.values(translated) : [translated]
        for (const form of forms) expect(form?.trim(), `${locale} ${key}`).not.toBe('')
      }
    })

    it('loads as its own chunk, the same words as its file', async () => {
      expect((await LOCALE_CHUNKS[locale]()).default).toEqual(catalogue)
    })
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogueTypes'
import { SUPPORTED_LOCALES } from './supportedLocales'

const dir = join(import.meta.dirname, 'locales')
const read = (file: string): Catalogue => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const english: Catalogue = { ...read('en.button.json'), ...read('en.json') }
const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it('speaks at least 20 languages besides English, right-to-left included, each a file of locales/', () => {
    expect(others.length).toBeGreaterThanOrEqual(20)
    expect(others).toEqual(expect.arrayContaining(['ar', 'he']))
    const files = readdirSync(dir).filter((file) => file.endsWith('.json') && !file.startsWith('en'))
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...others].sort())
  })

  it('English holds the button keys apart, the rest once (the button ships in the first load)', () => {
    const button = Object.keys(read('en.button.json'))
    expect(button.length).toBeGreaterThan(0)
    expect(button.every((key) => key.startsWith('button.'))).toBe(true)
    expect(Object.keys(read('en.json')).some((key) => key.startsWith('button.'))).toBe(false)
  })

  describe.each(others)('%s', (locale) => {
    const catalogue = read(`${locale}.json`)
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories

    it('has every key of English and no other', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
    })

    it('keeps the placeholders of English in every message', () => {
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
        } else {
          expect(typeof translated === 'string' && translated.trim() !== '', `${locale} ${key}`).toBe(true)
        }
      }
    })
  })
})

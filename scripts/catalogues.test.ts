// The one catalogue check: the modal's messages (packages/react) and the frame's (apps/frame) against the
// one list of languages both speak (@latch/frame-protocol's FRAME_LOCALES, @latch/react's
// SUPPORTED_LOCALES). Each package's own test keeps what is its alone (the button's keys, the chunks).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_LOCALES, RIGHT_TO_LEFT_LOCALES } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../packages/react/src/i18n/supportedLocales'

type Message = string | Record<string, string>
type Catalogue = Record<string, Message>

const root = join(import.meta.dirname, '..')
const read = (dir: string, file: string): Catalogue =>
  JSON.parse(readFileSync(join(root, dir, `${file}.json`), 'utf8'))

/** Where each side keeps its catalogues, and its English (the modal's is split: the button ships first). */
const SIDES = [
  {
    side: 'modal',
    dir: 'packages/react/src/i18n/locales',
    english: {
      ...read('packages/react/src/i18n/locales', 'en.button'),
      ...read('packages/react/src/i18n/locales', 'en'),
    },
  },
  { side: 'frame', dir: 'apps/frame/src/i18n/locales', english: read('apps/frame/src/i18n/locales', 'en') },
]

const others = FRAME_LOCALES.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const forms = (message: Message | undefined) =>
  typeof message === 'object' ? Object.values(message) : [message]

describe('the one language list', () => {
  it('is the same list for the modal and the frame, English first, right-to-left ones among it', () => {
    expect(SUPPORTED_LOCALES).toBe(FRAME_LOCALES)
    expect(FRAME_LOCALES[0]).toBe('en')
    expect(others.length).toBeGreaterThanOrEqual(20)
    expect(FRAME_LOCALES).toEqual(expect.arrayContaining([...RIGHT_TO_LEFT_LOCALES]))
  })
})

describe.each(SIDES)("the $side's catalogues", ({ dir, english }) => {
  it('one file of locales/ per language of the list, no other', () => {
    const files = readdirSync(join(root, dir))
      .filter((file) => file.endsWith('.json') && file !== 'en.button.json')
      .map((file) => file.replace(/\.json$/, ''))
    expect(files.sort()).toEqual([...FRAME_LOCALES].sort())
  })

  it('English gives each plural message its one and other forms', () => {
    for (const [key, message] of Object.entries(english))
      if (typeof message === 'object') expect(Object.keys(message).sort(), key).toEqual(['one', 'other'])
  })

  describe.each(others)('%s', (locale) => {
    const catalogue = read(dir, locale)
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories

    it('has exactly the keys of English', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
    })

    it('keeps the placeholders of English in every message and every plural form', () => {
      for (const [key, message] of Object.entries(english)) {
        const wanted = placeholders(typeof message === 'string' ? message : (message.other ?? ''))
        for (const form of forms(catalogue[key]))
          expect(placeholders(form ?? ''), `${locale} ${key}`).toEqual(wanted)
      }
    })

    it("gives each plural message exactly the language's plural forms, and no message empty", () => {
      for (const [key, message] of Object.entries(english)) {
        const translated = catalogue[key]
        if (typeof message === 'object')
          expect(Object.keys(translated ?? {}).sort(), `${locale} ${key}`).toEqual([...categories].sort())
        else expect(typeof translated, `${locale} ${key}`).toBe('string')
        for (const form of forms(translated)) expect(form?.trim(), `${locale} ${key}`).not.toBe('')
      }
    })
  })
})

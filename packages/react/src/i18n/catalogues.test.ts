// The modal's own part of the catalogues; every language's keys, placeholders and plural forms against
// the one language list are scripts/catalogues.test.ts's, for the modal and the frame at once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogueTypes'

const dir = join(import.meta.dirname, 'locales')
const read = (file: string): Catalogue => JSON.parse(readFileSync(join(dir, file), 'utf8'))

describe('message catalogues', () => {
  it('English holds the button keys apart, the rest once (the button ships in the first load)', () => {
    const button = Object.keys(read('en.button.json'))
    expect(button.length).toBeGreaterThan(0)
    expect(button.every((key) => key.startsWith('button.'))).toBe(true)
    expect(Object.keys(read('en.json')).some((key) => key.startsWith('button.'))).toBe(false)
  })
})

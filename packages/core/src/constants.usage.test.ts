import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const packages = join(import.meta.dirname, '..', '..')

/** Every shipped source file of the packages (tests and test support left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' || name === 'test-support' || name === 'dist' ? [] : sources(path)
    }
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : []
  })
}

const files = readdirSync(packages)
  .map((name) => join(packages, name, 'src'))
  .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
  .flatMap(sources)
  .filter((file) => !file.endsWith(join('core', 'src', 'constants.ts')))
const code = files.map((file) => ({ file: relative(packages, file), text: readFileSync(file, 'utf8') }))
const usersOf = (name: string) =>
  code.filter(({ text }) => new RegExp(`\\b${name}\\b`).test(text)).map(({ file }) => file)

describe('a constant declared from the spec is used where the spec applies it', () => {
  it.each([
    ['ANIMATION_MS', 'react/src/modal/dialogCss.ts'],
    ['MODAL_WIDTH_PX', 'react/src/modal/dialogCss.ts'],
    ['SHAKE_MS', 'react/src/modal/dialogCss.ts'],
    ['DEEPLINK_WALLETS', 'core/src/rules/walletDeeplink.ts'],
    ['NAMES_NAMESPACES', 'core/src/actions/registerAccountName.ts'],
    ['NAMES_NAMESPACES', 'react/src/views/Account/AccountHeader.tsx'],
    ['SCROLL_AREA_HIDE_DELAY_MS', 'core/src/rules/scrollArea.ts'],
  ])('%s, in %s', (name, file) => {
    expect(usersOf(name)).toContain(file)
  })
})

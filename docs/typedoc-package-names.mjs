// A TypeDoc plugin for `npm run docs`: names each entry point's module after its npm package
// (`@latch/core`) instead of its path (`core/src`), reading the name from the package.json beside it;
// a subpath entry (`src/modal.ts`) is named with its subpath (`@latch/core/modal`).
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { Converter, ReflectionKind } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return
    const file = reflection.sources?.[0]?.fullFileName
    if (!file) return
    try {
      const { name } = JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8'))
      const entry = basename(file, '.ts')
      if (typeof name === 'string') reflection.name = entry === 'index' ? name : `${name}/${entry}`
    } catch {
      // not a package's src/index.ts: keep TypeDoc's name
    }
  })
}

#!/usr/bin/env node
// Run by each package's build, in the package's folder, after `tsc` wrote dist/**/*.d.ts: the sources
// import extensionless ('./actions/close', resolved by bundlers), and tsc copies those specifiers into
// the declarations as they are. TypeScript under `moduleResolution: node16/nodenext` then cannot follow
// them (are-the-types-wrong: "internal resolution error"), so every relative specifier gets the `.js`
// (or `/index.js`) that Node itself would need. A specifier that matches no declaration fails the build.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const dist = join(process.cwd(), 'dist')
const relativeSpecifier = /(\bfrom\s+|\bimport\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g
// JSDoc kept in the declarations quotes code too (`@example ... import('./AllWallets')`): left as written.
const commentLine = /^\s*(\*|\/\/|\/\*)/
// A type read from a JSON file (`import type english from './locales/en.json'`, for its keys): the bundle
// turned the JSON into a module and tsc copied no JSON into dist, so the declaration gets the keys inline.
const jsonTypeImport = /^import type (\w+) from (['"])(\.{1,2}\/[^'"]+\.json)\2;?$/

function inlineJsonType(file, name, specifier) {
  const source = resolve(dirname(file), specifier).replace(`${dist}`, join(process.cwd(), 'src'))
  const keys = Object.keys(JSON.parse(readFileSync(source, 'utf8')))
  return `declare const ${name}: Record<${keys.map((key) => JSON.stringify(key)).join(' | ') || 'never'}, unknown>;`
}

function withExtension(file, specifier) {
  if (specifier.endsWith('.js')) return specifier
  const target = resolve(dirname(file), specifier)
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`
  throw new Error(`${file}: '${specifier}' matches no declaration file`)
}

const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.d.ts'))
  .map((name) => join(dist, name))
for (const file of declarations) {
  const text = readFileSync(file, 'utf8')
  const fixed = text
    .split('\n')
    .map((line) => {
      const json = jsonTypeImport.exec(line)
      if (json) return inlineJsonType(file, json[1], json[3])
      return commentLine.test(line)
        ? line
        : line.replace(
            relativeSpecifier,
            (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`,
          )
    })
    .join('\n')
  if (fixed !== text) writeFileSync(file, fixed)
}

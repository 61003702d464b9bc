// What is in an app's first load, module by module: builds the app the way the budget does (buildApp)
// with a plugin that keeps Rolldown's per-chunk module list, then prints the initial chunks (the entry and
// its static imports, from Vite's manifest) and their modules by rendered (minified) size, grouped by
// package. For finding what to make lazy; nothing is asserted.
//
// Usage: npx tsx bench/src/firstLoadModules.ts [app] [--top N] [--no-build-packages]
//   app: a folder of bench/apps (default latch-full)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Plugin } from 'vite'
import { buildApp } from './buildApp'
import { buildLatchPackages } from './buildLatchPackages'
import { initialFiles } from './measureSizes'

const benchDir = join(import.meta.dirname, '..')
const repoRoot = join(benchDir, '..')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    'no-build-packages': { type: 'boolean', default: false },
  },
})
const appName = positionals[0] ?? 'latch-full'

/** Module id → rendered bytes, per emitted chunk file. */
type ChunkModules = Map<string, Map<string, number>>

function moduleSizes(into: ChunkModules): Plugin {
  return {
    name: 'latch-bench:module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = new Map<string, number>()
        for (const [id, info] of Object.entries(output.modules)) modules.set(id, info.renderedLength)
        into.set(output.fileName, modules)
      }
    },
  }
}

/** `node_modules/zod/v4/...` → `zod`; `packages/core/dist/...` → `@latch/core`; else the path. */
function packageOf(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const inModules = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
  if (inModules) return inModules[inModules.length - 1]!.replace('node_modules/', '')
  const latch = clean.match(/packages\/([^/]+)\//)
  if (latch) return `@latch/${latch[1]}`
  return clean.replace(repoRoot, '.')
}

if (!values['no-build-packages']) buildLatchPackages(repoRoot)
const out = mkdtempSync(join(tmpdir(), 'latch-modules-'))
try {
  const chunks: ChunkModules = new Map()
  await buildApp({
    appDir: join(benchDir, 'apps', appName),
    outDir: out,
    resolveFrom: repoRoot,
    plugins: [moduleSizes(chunks)],
  })
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'))
  const initial = initialFiles(manifest)
  const byPackage = new Map<string, number>()
  const byModule: [string, number][] = []
  for (const file of initial) {
    const modules = chunks.get(file) ?? new Map()
    let total = 0
    for (const [id, size] of modules) {
      total += size
      byModule.push([id.replace(repoRoot, '.'), size])
      byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + size)
    }
    console.log(`initial chunk ${file}: ${(total / 1024).toFixed(1)} KB rendered, ${modules.size} modules`)
  }
  console.log('\nby package (rendered, minified KB):')
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)}  ${name}`)
  console.log(`\nlargest modules (top ${values.top}):`)
  for (const [id, size] of byModule.sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)}  ${id}`)
} finally {
  rmSync(out, { recursive: true, force: true })
}

#!/usr/bin/env node
// Gzip (-9) size of the demo's JS, split by origin: Latch's own packages, react, viem, zod, zustand,
// and the demo-only dev wallet. Builds with one chunk per origin (so lazy views land in Latch's
// chunk) and once normally (for what loads initially and what lazily). Usage: node scripts/demo-size.mjs
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = join(import.meta.dirname, '..')
const configFile = join(root, 'apps/demo/vite.config.ts')
const groups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'viem',
    test: /node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy|isows|eventemitter3)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'zustand', test: /node_modules[\\/]zustand[\\/]/ },
  { name: 'devwallet', test: /apps[\\/]devnet[\\/]/ },
  { name: 'latch', test: /packages[\\/](core|react|evm)[\\/]/ },
]

async function buildTo(codeSplitting) {
  const outDir = mkdtempSync(join(tmpdir(), 'latch-demo-size-'))
  await build({
    configFile,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, rolldownOptions: codeSplitting ? { output: { codeSplitting } } : {} },
  })
  return outDir
}

function chunks(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const initial = new Set()
  const visit = (key) => {
    if (initial.has(manifest[key].file)) return
    initial.add(manifest[key].file)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry))
  return readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      initial: initial.has(`assets/${file}`),
      gzip: gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length,
    }))
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const byOrigin = await buildTo({ groups })
const plain = await buildTo(undefined)
try {
  console.log('| origin | gzip (all of it) |\n|---|---|')
  for (const { name } of groups) {
    const bytes = chunks(byOrigin)
      .filter((c) => c.file.startsWith(`${name}-`))
      .reduce((sum, c) => sum + c.gzip, 0)
    console.log(`| ${name} | ${kib(bytes)} |`)
  }
  const normal = chunks(plain)
  const lazy = normal.filter((c) => !c.initial)
  const lazyLatch = lazy.filter((c) => !/^ccip-/.test(c.file)).reduce((sum, c) => sum + c.gzip, 0)
  const initialTotal = normal.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0)
  console.log(
    `\nnormal build: initial JS ${kib(initialTotal)} gzip in ${normal.filter((c) => c.initial).length} chunk(s);`,
  )
  console.log(
    `lazy: ${lazy.length} chunks, ${kib(lazyLatch)} of lazily loaded Latch code: the modal, its views, the service client (viem's ccip chunk excluded)`,
  )
} finally {
  rmSync(byOrigin, { recursive: true, force: true })
  rmSync(plain, { recursive: true, force: true })
}

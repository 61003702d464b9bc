// Brotli (quality 11) and gzip (-9) sizes of every JS file a build emitted, split into initial (the entry
// chunk and its static-import closure, read from Vite's manifest) and lazy (everything else). Brotli is
// what hosts serve and what the budget asserts; gzip is kept for reference (README: why brotli).
// Node built-ins only.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface JsFile {
  /** Path relative to the build's outDir, as the page requests it. */
  file: string
  raw: number
  brotli: number
  gzip: number
  initial: boolean
}

export interface AppSizes {
  files: JsFile[]
  initialBrotli: number
  lazyBrotli: number
  initialGzip: number
  lazyGzip: number
  initialChunks: number
  lazyChunks: number
  /** CSS emitted as files (RainbowKit ships a stylesheet); not part of the JS figures. */
  cssBrotli: number
  cssGzip: number
}

export const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length

export const brotliSize = (data: Buffer): number =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The entry chunk's file and every file it imports statically, transitively. */
export function initialFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1)
    throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`)
  const initial = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entries[0]!)
  return initial
}

export function measureSizes(outDir: string): AppSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const initial = initialFiles(manifest)
  const all = listFiles(outDir).filter((path) => !path.includes(`${join(outDir, '.vite')}`))
  const files = all
    .filter((path) => path.endsWith('.js'))
    .map((path) => {
      const data = readFileSync(path)
      const file = relative(outDir, path)
      return {
        file,
        raw: data.length,
        brotli: brotliSize(data),
        gzip: gzipSize(data),
        initial: initial.has(file),
      }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
  const sum = (list: JsFile[], size: 'brotli' | 'gzip') => list.reduce((total, f) => total + f[size], 0)
  const initialList = files.filter((f) => f.initial)
  const lazyList = files.filter((f) => !f.initial)
  const css = all.filter((path) => path.endsWith('.css')).map((path) => readFileSync(path))
  return {
    files,
    initialBrotli: sum(initialList, 'brotli'),
    lazyBrotli: sum(lazyList, 'brotli'),
    initialGzip: sum(initialList, 'gzip'),
    lazyGzip: sum(lazyList, 'gzip'),
    initialChunks: initialList.length,
    lazyChunks: lazyList.length,
    cssBrotli: css.reduce((total, data) => total + brotliSize(data), 0),
    cssGzip: css.reduce((total, data) => total + gzipSize(data), 0),
  }
}

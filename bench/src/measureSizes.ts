// Gzip (-9) sizes of every JS file a build emitted, split into initial (the entry chunk and its
// static-import closure, read from Vite's manifest) and lazy (everything else). Node built-ins only.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

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
  gzip: number
  initial: boolean
}

export interface AppSizes {
  files: JsFile[]
  initialGzip: number
  lazyGzip: number
  initialChunks: number
  lazyChunks: number
  /** CSS emitted as files (RainbowKit ships a stylesheet); not part of the JS figures. */
  cssGzip: number
}

export const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length

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
      return { file, raw: data.length, gzip: gzipSize(data), initial: initial.has(file) }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
  const sum = (list: JsFile[]) => list.reduce((total, f) => total + f.gzip, 0)
  const initialList = files.filter((f) => f.initial)
  const lazyList = files.filter((f) => !f.initial)
  return {
    files,
    initialGzip: sum(initialList),
    lazyGzip: sum(lazyList),
    initialChunks: initialList.length,
    lazyChunks: lazyList.length,
    cssGzip: all
      .filter((path) => path.endsWith('.css'))
      .reduce((total, path) => total + gzipSize(readFileSync(path)), 0),
  }
}

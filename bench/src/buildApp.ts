// One Vite production build, the same for every app: React plugin, Vite's defaults (file names without
// hashes), a manifest for
// the initial/lazy split. Imports only vite and its React plugin, so the budget check in `npm test`
// can run it with the root's own install (bench/ need not be installed).
import { dirname, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'

/** Packages that must resolve to one copy (from `resolveFrom`), wherever the importer lives. */
const SHARED_PACKAGES = /^(react|react-dom|viem)(\/|$)/

/**
 * Resolves react, react-dom and viem as if imported from `anchorDir`: the app's own imports and those of
 * Latch's dist (which lives in packages/, outside bench/) then share one copy, and the budget check can
 * pin them to the root's install.
 */
function resolveSharedFrom(anchorDir: string): Plugin {
  const anchor = join(anchorDir, 'package.json')
  return {
    name: 'latch-bench:resolve-shared',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!SHARED_PACKAGES.test(source) || importer === anchor) return null
      return this.resolve(source, anchor, { ...options, skipSelf: true })
    },
  }
}

export interface BuildAppOptions {
  /** The app's folder (holds index.html). */
  appDir: string
  outDir: string
  /** Where react, react-dom and viem resolve from: bench/ for the bench, the repo root for the budget. */
  resolveFrom: string
  /** More plugins, after the build's own (firstLoadModules.ts reads the chunks' module lists). */
  plugins?: Plugin[]
}

export async function buildApp({
  appDir,
  outDir,
  resolveFrom,
  plugins = [],
}: BuildAppOptions): Promise<void> {
  await build({
    configFile: false,
    root: appDir,
    base: './',
    logLevel: 'error',
    mode: 'production',
    plugins: [resolveSharedFrom(resolveFrom), react(), ...plugins],
    // No `@latch/source` condition: Latch resolves to its built dist, as a host installing it would.
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      reportCompressedSize: false,
      // Names without content hashes: the entry lists its lazy chunks' file names, and a hash changed by
      // any lazy edit moved the compressed first load by up to 0.15 KiB, code unchanged. Measured, not served.
      rolldownOptions: {
        output: { entryFileNames: 'assets/[name].js', chunkFileNames: 'assets/[name].js' },
      },
    },
  })
}

export const benchDir = join(dirname(import.meta.dirname))

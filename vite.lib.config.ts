// Builds the package in the current directory for publishing: ESM with its modules preserved (so
// hosts tree-shake per export), dependencies left external. `tsc` adds the declarations.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vite'

const root = process.cwd()
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]
// One entry per subpath of the exports map (`.`, `./internal`), by the source its `@latch/source` condition names.
const entries = Object.values<string | Record<string, string>>(manifest.exports).flatMap((target) =>
  typeof target === 'object' && target['@latch/source'] ? [join(root, target['@latch/source'])] : [],
)
// A React package's entry is a client module for React Server Components hosts (Next.js app router);
// the bundler drops module-level directives, so the entry gets it back as a banner.
const isReactPackage = manifest.peerDependencies?.react !== undefined

export default defineConfig({
  root,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: (chunk) => (isReactPackage && chunk.isEntry ? "'use client';" : ''),
      },
    },
  },
})

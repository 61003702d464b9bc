// Builds the provider services for Node (`npm run build -w @latch/services`): plain ESM under dist/, one
// module per source file (so dist/db/migrateDatabase.js finds ../../drizzle and the registry's
// ../../data/wallets.json as the sources do), dependencies and Node's built-ins left to `node_modules`.
// `tsc -p tsconfig.build.json` adds the declarations of the library entries.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { defineConfig } from 'vite'

const root = import.meta.dirname
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...builtinModules.map((name) => `node:${name}`),
]

export default defineConfig({
  root,
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      // the library (`.`, `./paymaster`) and the `latch-services` command
      input: {
        index: join(root, 'src/index.ts'),
        'paymaster/index': join(root, 'src/paymaster/index.ts'),
        cli: join(root, 'src/cli.ts'),
      },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
})

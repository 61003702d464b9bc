// Builds the frame's server for Node into dist/node/ (`latch-frame serve` and `@latch/frame/server`): plain
// ESM, one module per source file, zod and Node's built-ins left external. Run after vite.config.ts, which
// builds the page into dist/page/ (this build keeps it).
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { defineConfig } from 'vite'

const root = import.meta.dirname
const external = ['zod', ...builtinModules.map((name) => `node:${name}`)]

export default defineConfig({
  root,
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: {
        'server/cli': join(root, 'src/server/cli.ts'),
        'server/startFrameServer': join(root, 'src/server/startFrameServer.ts'),
      },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
})

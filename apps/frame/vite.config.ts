import { defaultClientConditions, defineConfig } from 'vite'

// The frame is its own small app on its own origin: built to dist/ and served by startFrameServer, which
// writes the operator's config into the page and the CSP into the headers.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
})

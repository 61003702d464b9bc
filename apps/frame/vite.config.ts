import { defaultClientConditions, defineConfig } from 'vite'

// The frame is its own small app on its own origin: built to dist/page/ and served by startFrameServer
// (`latch-frame serve`), which writes the operator's config into the page and the CSP into the headers.
// vite.server.config.ts builds that server.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: { outDir: 'dist/page', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
})

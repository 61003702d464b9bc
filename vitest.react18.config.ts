// @latch/react's component tests a second time, on React 18 (its peer range is ^18.2.0 || ^19.0.0):
// the same browser project as vitest.config.ts, with react and react-dom resolved to compat/react18's
// own install (`npm ci --prefix compat/react18`, done by scripts/setup.mjs).
import { join } from 'node:path'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config'
import { SOURCE_ALIASES } from './vitest.sourceAliases'

const react18 = join(import.meta.dirname, 'compat', 'react18', 'node_modules')

export default defineConfig({
  resolve: {
    conditions: ['@latch/source', 'module', 'browser', 'development|production'],
    alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${react18}/$1$2` }, ...SOURCE_ALIASES],
  },
  test: {
    name: 'browser-react18',
    include: ['packages/react/src/**/*.test.tsx'],
    setupFiles: ['compat/react18/assertReact18.ts'],
    // The provider service the wallet listing tests read, as in vitest.config.ts.
    globalSetup: ['apps/api/src/testing/listingServiceGlobalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
})

import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config'
import { SOURCE_ALIASES } from './vitest.sourceAliases'

const conditions = ['@latch/source', 'module', 'browser', 'development|production']
const nodeConditions = ['@latch/source', 'module', 'node', 'development|production']

const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@latch/source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/api/reliability/**/*.test.ts',
            'packaging/**/*.test.ts',
            // the layer table against biome.json
            'scripts/**/*.test.ts',
            // the docs gallery's catalogue against core's views (the gallery itself: npm run gallery)
            'e2e/gallery/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          testTimeout: 20_000,
          // The WalletConnect SDKs' ESM builds, loaded by Node itself, break: Core default-imports the CommonJS
          // jsonrpc-ws-connection (Node hands it the exports object, not the class) and WalletKit's pay package
          // imports 'brotli/decompress' without its extension. Through Vitest's loader both resolve.
          server: {
            deps: { inline: [/@walletconnect\/(core|sign-client|universal-provider|pay)\//, /@reown\//] },
          },
        },
      },
      {
        // Type tests (*.test-d.ts, expectTypeOf): tsc checks only those files and what they import; the
        // whole program's typecheck is `npm run typecheck`'s job, so source errors are left to it.
        resolve: { conditions: nodeConditions },
        test: {
          name: 'types',
          include: [],
          typecheck: {
            enabled: true,
            only: true,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: './tsconfig.typetests.json',
            ignoreSourceErrors: true,
          },
        },
      },
      {
        // The API's route suites once more against a real PostgreSQL server (Debian's postgresql, started
        // on a loopback port by the globalSetup); the unit project runs them on PGlite.
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@latch/source'] } },
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: [
            'apps/api/src/*.test.ts',
            'apps/api/src/routes/**/*.test.ts',
            'apps/api/src/http/**/*.test.ts',
            // the indexer's writes (a block of 10,000 transfers, reorgs) on the server too
            'apps/api/src/indexer/**/*.test.ts',
          ],
          exclude: ['**/*.embedded-only.test.ts', '**/node_modules/**'],
          globalSetup: ['apps/api/src/testing/postgresGlobalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { conditions, alias: SOURCE_ALIASES },
        test: {
          name: 'browser',
          include: [
            'packages/*/src/**/*.test.tsx',
            'packages/*/src/**/*.browser.test.ts',
            'apps/frame/src/**/*.browser.test.ts',
          ],
          globalSetup: ['apps/api/src/testing/listingServiceGlobalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})

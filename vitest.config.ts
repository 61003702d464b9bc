import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

const conditions = ['@latch/source', 'module', 'browser', 'development|production']
const nodeConditions = ['@latch/source', 'module', 'node', 'development|production']

export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@latch/source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { conditions },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.test.tsx', 'packages/*/src/**/*.browser.test.ts'],
          testTimeout: 20_000,
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

import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config'

// `npm run gallery`: the e2e world (../globalSetup.ts) and one test per image, one at a time (the
// shots share the world's accounts); the index is written after the last one (writeGalleryIndex.ts).
export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  globalSetup: '../globalSetup.ts',
  globalTeardown: './writeGalleryIndex.ts',
  workers: 1,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/gallery',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // wide enough that the dev wallet's prompt (top right) stays clear of the modal; sharp on HiDPI docs
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 2,
    // animations ended: a view is shot as it settles, not mid-fade
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
  },
})

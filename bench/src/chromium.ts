import { type Browser, chromium } from 'playwright-core'
// The tests' Chromium settings: bench is its own npm project, but shares the one file.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config'

/** A fresh browser: no cache, no storage, no warm process from an earlier run. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

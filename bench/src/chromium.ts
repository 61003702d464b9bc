import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium with the flags that work here as root with no network (TESTBED.md). */
export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A fresh browser: no cache, no storage, no warm process from an earlier run. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

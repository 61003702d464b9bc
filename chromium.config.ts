// Debian's Chromium, as every browser test here launches it (TESTBED.md): root, no network, no downloads.
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

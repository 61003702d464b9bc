#!/usr/bin/env node
// Installs what a fresh clone lacks, so `npm run demo` and `npm test` work alone.
// Plain Node (no dependencies): it runs before node_modules exists.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const wantsBrowser = process.argv.includes('--browser')
export const chromiumPath = '/usr/bin/chromium'

function run(command) {
  console.log(`[setup] ${command}`)
  execSync(command, { cwd: root, stdio: 'inherit' })
}

function ensureNodeModules() {
  const lock = readFileSync(join(root, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const stamp = join(root, 'node_modules', '.latch-install-stamp')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  run('npm ci --no-audit --no-fund')
  writeFileSync(stamp, hash)
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `[setup] Chromium is missing at ${chromiumPath}. Install it, then run again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  run('apt-get update -qq')
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')
}

// The API's tests run once more against Debian's PostgreSQL server (initdb + pg_ctl on a loopback port).
function ensurePostgres() {
  const root = '/usr/lib/postgresql'
  const installed =
    existsSync(root) && readdirSync(root).some((major) => existsSync(join(root, major, 'bin', 'initdb')))
  if (installed) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      '[setup] PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb). Install it, then run again:\n  sudo apt-get update && sudo apt-get install -y postgresql',
    )
    process.exit(1)
  }
  run('apt-get update -qq')
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql')
}

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`[setup] Node ${process.versions.node} is too old: Latch needs Node >= 20.19.`)
  process.exit(1)
}
ensureNodeModules()
if (wantsBrowser) ensureChromium()
if (wantsBrowser) ensurePostgres()

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

// Runs `command` when dir's node_modules is missing or was installed from another lockfile.
function installWhenStale(dir, command) {
  const lock = readFileSync(join(dir, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const stamp = join(dir, 'node_modules', '.latch-install-stamp')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return
  run(command)
  writeFileSync(stamp, hash)
}

const ensureNodeModules = () => installWhenStale(root, 'npm ci --no-audit --no-fund')

// React 18 for the component tests' second run (vitest.react18.config.ts): its own small npm project,
// since react-dom 18's peer range cannot join the root install beside React 19.
const ensureReact18 = () =>
  installWhenStale(join(root, 'compat', 'react18'), 'npm ci --prefix compat/react18 --no-audit --no-fund')

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
if (wantsBrowser) ensureReact18()
if (wantsBrowser) ensureChromium()
if (wantsBrowser) ensurePostgres()

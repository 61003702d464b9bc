#!/usr/bin/env node
// `npm run bench` from the root: installs what is missing (the root's packages and Chromium through
// scripts/setup.mjs on a fresh clone; bench/'s own packages with `npm ci --prefix bench` when its
// node_modules is missing or stale against bench/package-lock.json), then runs the bench.
// Plain Node: it runs before any install. Arguments pass through to src/main.ts (e.g. --runs 9).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const benchDir = import.meta.dirname
const root = join(benchDir, '..')

function run(command, args, cwd) {
  console.error(`[bench] ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The root install (vite, the Latch packages' own dependencies) and Chromium: only when missing, so
// the bench never reinstalls the root under other running work.
if (!existsSync(join(root, 'node_modules', '.bin', 'vite')) || !existsSync('/usr/bin/chromium')) {
  run('node', [join(root, 'scripts', 'setup.mjs'), '--browser'], root)
}

const lock = readFileSync(join(benchDir, 'package-lock.json'))
const hash = createHash('sha256').update(lock).digest('hex')
const stamp = join(benchDir, 'node_modules', '.latch-bench-stamp')
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
  run('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], root)
  writeFileSync(stamp, hash)
}

run(
  join(benchDir, 'node_modules', '.bin', 'tsx'),
  [join(benchDir, 'src', 'main.ts'), ...process.argv.slice(2)],
  benchDir,
)

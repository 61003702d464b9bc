// The size budget `npm test` runs (no bench install needed: it uses the root's vite, react, react-dom
// and viem). Builds Latch's packages, then, exactly as the bench does, one app per published entry
// point: the minimal Latch app (checked as its increment over its react + react-dom + viem baseline),
// `createLatch` alone and the EVM adapter alone (checked whole). Sizes are deterministic, so this is a
// real test; no timing is asserted anywhere.
//
// Usage: tsx bench/src/budget.ts [--report file.json]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from './buildApp'
import { measureSizes } from './measureSizes'

const benchDir = join(import.meta.dirname, '..')
const repoRoot = join(benchDir, '..')

/**
 * KiB of gzip -9 JS. Measured when set (2026-11-23): initial over baseline 27.24, all over baseline
 * 43.06 (39.40 earlier that day, before the modal's new views and behaviours), createLatch 9.70, the EVM
 * adapter 19.05; each budget sits a little above.
 */
export const BUDGETS = {
  /** The minimal app's first load over its react + react-dom + viem baseline (the promise: 30). */
  initialOverBaseline: 30,
  /** Everything Latch can ever load in the minimal app, lazy views included, over the same baseline. */
  allOverBaseline: 45,
  /** `createLatch` alone (bench/apps/entry-createLatch): the store, rules and actions a host always gets. */
  createLatch: 10.5,
  /** `createEvmAdapter` alone (bench/apps/entry-evm), with the viem code it uses. */
  evmAdapter: 20.5,
}

interface Check {
  name: string
  ok: boolean
  detail: string
}

const { values } = parseArgs({ options: { report: { type: 'string' } } })
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`

function assertSameToolchain(): void {
  // The bench's vite (if bench/ is installed) must be the root's, so the budget measures one thing.
  const version = (from: string) =>
    (
      JSON.parse(readFileSync(createRequire(join(from, 'x.js')).resolve('vite/package.json'), 'utf8')) as {
        version: string
      }
    ).version
  const used = version(join(benchDir, 'src'))
  const root = version(repoRoot)
  if (used !== root)
    throw new Error(`bench/node_modules has vite ${used}, the root ${root}: align bench/package.json`)
}

async function main(): Promise<Check[]> {
  assertSameToolchain()
  const built = spawnSync(
    'npm',
    ['run', 'build', '-w', '@latch/core', '-w', '@latch/evm', '-w', '@latch/react'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  if (built.status !== 0) throw new Error('building the Latch packages failed')
  const out = mkdtempSync(join(tmpdir(), 'latch-budget-'))
  try {
    const sizes: Record<string, ReturnType<typeof measureSizes>> = {}
    for (const name of ['latch', 'baseline-viem', 'entry-createLatch', 'entry-evm']) {
      await buildApp({ appDir: join(benchDir, 'apps', name), outDir: join(out, name), resolveFrom: repoRoot })
      sizes[name] = measureSizes(join(out, name))
    }
    const latch = sizes.latch!
    const base = sizes['baseline-viem']!
    const initialOver = latch.initialGzip - base.initialGzip
    const allOver = latch.initialGzip + latch.lazyGzip - (base.initialGzip + base.lazyGzip)
    const whole = (name: string) => sizes[name]!.initialGzip + sizes[name]!.lazyGzip
    console.log(
      `latch app: initial ${kib(latch.initialGzip)} in ${latch.initialChunks} chunks, lazy ${kib(latch.lazyGzip)} in ${latch.lazyChunks}; ` +
        `baseline (react + react-dom + viem): initial ${kib(base.initialGzip)}, lazy ${kib(base.lazyGzip)}`,
    )
    const within = (name: string, bytes: number, budget: number): Check => ({
      name: `${name} ≤ ${budget} KiB gzip`,
      ok: bytes <= budget * 1024,
      detail: kib(bytes),
    })
    return [
      within('Latch initial JS over its baseline', initialOver, BUDGETS.initialOverBaseline),
      within('Latch all JS (lazy views included) over its baseline', allOver, BUDGETS.allOverBaseline),
      within('createLatch alone', whole('entry-createLatch'), BUDGETS.createLatch),
      within('the EVM adapter alone (with the viem it uses)', whole('entry-evm'), BUDGETS.evmAdapter),
    ]
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

let checks: Check[]
try {
  checks = await main()
} catch (error) {
  checks = [
    { name: 'size budget', ok: false, detail: error instanceof Error ? error.message : String(error) },
  ]
}
for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`)
if (values.report) writeFileSync(values.report, JSON.stringify(checks))
process.exit(checks.every((check) => check.ok) ? 0 : 1)

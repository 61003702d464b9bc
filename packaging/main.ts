// The packaging checks `npm test` runs: builds and packs @latch/core, @latch/frame-protocol,
// @latch/embedded-wallet, @latch/evm, @latch/solana, @latch/bitcoin, @latch/polkadot, @latch/wagmi, @latch/react and @latch/siwx, then checks each tarball (publint, are-the-types-wrong, "use client") and
// installs core, evm and react into a fresh Vite + React app outside the workspace, which
// must type-check, render on a server, build, and open its modal in Chromium. Then the deployables (the
// services and the frame, runDeployables.ts) from their tarballs, and `npm publish --dry-run` on every
// tarball. Each check is counted like a test.
//
// Usage: tsx packaging/main.ts [--report file.json] [--deployables-only]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Check, check } from './check'
import { checkTarball } from './checkTarball'
import { buildPackages, PACKAGES, type PackageName, packPackages } from './packPackages'
import { runConsumerApp } from './runConsumerApp'
import { runDeployables } from './runDeployables'

const { values } = parseArgs({
  options: { report: { type: 'string' }, 'deployables-only': { type: 'boolean' } },
})

async function main(work: string): Promise<Check[]> {
  let tarballs: Record<PackageName, string> | undefined
  const packed = await check('the packages build and pack', () => {
    buildPackages()
    tarballs = packPackages(join(work, 'tarballs'))
    return Object.values(tarballs).join(', ')
  })
  if (!tarballs) return [packed]
  const checks: Check[] = [packed]
  // while working on the services or the frame: the libraries are built and packed, not checked
  if (values['deployables-only'])
    return [...checks, ...(await runDeployables(tarballs, join(work, 'deployables')))]
  for (const name of PACKAGES)
    checks.push(...(await checkTarball(tarballs[name], join(work, 'unpacked', name))))
  checks.push(...(await runConsumerApp(tarballs, join(work, 'consumer'))))
  checks.push(...(await runDeployables(tarballs, join(work, 'deployables'))))
  return checks
}

// Outside the workspace, so that nothing resolves through the repository's node_modules.
const work = mkdtempSync(join(tmpdir(), 'latch-packaging-'))
let checks: Check[]
try {
  checks = await main(work)
} catch (error) {
  checks = [{ name: 'packaging', ok: false, detail: error instanceof Error ? error.message : String(error) }]
} finally {
  rmSync(work, { recursive: true, force: true })
}
for (const { ok, name, detail } of checks) console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`)
if (values.report) writeFileSync(values.report, JSON.stringify(checks))
process.exit(checks.every((one) => one.ok) ? 0 : 1)

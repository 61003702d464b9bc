// Builds the published packages and packs each one with `npm pack`, as `npm publish` would: what the
// checks and the consumer app then read is exactly what a user downloads.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

export const repoRoot = join(import.meta.dirname, '..')

/** The published packages, by folder under packages/. */
export const PACKAGES = [
  'core',
  'frame-protocol',
  'embedded-wallet',
  'evm',
  'solana',
  'bitcoin',
  'polkadot',
  'wagmi',
  'react',
  'siwx',
] as const
export type PackageName = (typeof PACKAGES)[number]

/** Runs a command; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`.trim())
  return result.stdout
}

/**
 * Builds core, frame-protocol, embedded-wallet, evm, solana, bitcoin, polkadot, wagmi, react and siwx (in
 * that order: embedded-wallet's declarations read the two before it; the others' read core's).
 */
export function buildPackages(): void {
  run('npm', ['run', 'build', ...PACKAGES.flatMap((name) => ['-w', `@latch/${name}`])], repoRoot)
}

/** Packs every package into `dir`; returns each tarball's path. */
export function packPackages(dir: string): Record<PackageName, string> {
  mkdirSync(dir, { recursive: true })
  const tarballs = {} as Record<PackageName, string>
  for (const name of PACKAGES) {
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', dir], join(repoRoot, 'packages', name)),
    ) as { filename: string }[]
    if (!packed) throw new Error(`npm pack of @latch/${name} reported no tarball`)
    tarballs[name] = join(dir, packed.filename)
  }
  return tarballs
}

import { spawnSync } from 'node:child_process'

/** The published packages the bench apps import, in build order (embedded-wallet's declarations read frame-protocol's). */
const PACKAGES = [
  '@latch/core',
  '@latch/frame-protocol',
  '@latch/embedded-wallet',
  '@latch/evm',
  '@latch/react',
]

/**
 * Builds Latch's packages to dist, as published, so the bench apps measure what users download.
 * Throws when a build fails (its errors are on stderr).
 *
 * @example buildLatchPackages(repoRoot)
 */
export function buildLatchPackages(repoRoot: string): void {
  const result = spawnSync('npm', ['run', 'build', ...PACKAGES.flatMap((name) => ['-w', name])], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('building the Latch packages failed')
}

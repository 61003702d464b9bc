// The two deployable packages an operator installs, built and packed like the libraries: the provider
// services (apps/api, `@latch/services`, bin `latch-services`) and the embedded wallet's frame
// (apps/frame, `@latch/frame`, bin `latch-frame`). Their builds read the libraries' built declarations
// (core, siwx, frame-protocol), so they run after `buildPackages`.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, run } from './packPackages'

/** The deployables, by their folder under apps/. */
export const DEPLOYABLES = { services: 'api', frame: 'frame' } as const
export type DeployableName = keyof typeof DEPLOYABLES

/** Builds the services and the frame (its page and its server). */
export function buildDeployables(): void {
  run('npm', ['run', 'build', '-w', '@latch/services', '-w', '@latch/frame'], repoRoot)
}

/** Packs each deployable into `dir`; returns each tarball's path. */
export function packDeployables(dir: string): Record<DeployableName, string> {
  mkdirSync(dir, { recursive: true })
  const tarballs = {} as Record<DeployableName, string>
  for (const [name, folder] of Object.entries(DEPLOYABLES) as [DeployableName, string][]) {
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', dir], join(repoRoot, 'apps', folder)),
    ) as { filename: string }[]
    if (!packed) throw new Error(`npm pack of apps/${folder} reported no tarball`)
    tarballs[name] = join(dir, packed.filename)
  }
  return tarballs
}

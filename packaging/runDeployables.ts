// The deployables' checks: the services and the frame built, packed and checked like the libraries
// (publint, are-the-types-wrong) and for imports their manifest does not declare, then installed from their tarballs and run as an operator runs them,
// the services on a throwaway PostgreSQL server (Debian's, as the api-postgres tests use), the frame
// against those services; last, `npm publish --dry-run` on every tarball, the libraries' included.
import { join } from 'node:path'
import { startPostgres } from '../apps/api/src/testing/startPostgres'
import { type Check, check } from './check'
import { checkFrame } from './checkFrame'
import { checkImports } from './checkImports'
import { checkPublish } from './checkPublish'
import { checkServices } from './checkServices'
import { checkTarball } from './checkTarball'
import { buildDeployables, type DeployableName, packDeployables } from './packDeployables'
import type { PackageName } from './packPackages'

/** Every deployable check; `libraries` are the packed libraries (core and siwx are the services' dependencies). */
export async function runDeployables(libraries: Record<PackageName, string>, work: string): Promise<Check[]> {
  let tarballs: Record<DeployableName, string> | undefined
  const packed = await check('the services and the frame build and pack', () => {
    buildDeployables()
    tarballs = packDeployables(join(work, 'tarballs'))
    return Object.values(tarballs).join(', ')
  })
  if (!tarballs) return [packed]
  const checks: Check[] = [packed]
  for (const [name, tarball] of Object.entries(tarballs)) {
    checks.push(...(await checkTarball(tarball, join(work, 'unpacked', name))))
    checks.push(await checkImports(join(work, 'unpacked', name, 'package')))
  }

  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  const started = await check('PostgreSQL starts for the services', async () => {
    postgres = await startPostgres()
    return 'a throwaway server on loopback'
  })
  checks.push(started)
  if (postgres) {
    try {
      const services = await checkServices(
        { services: tarballs.services, core: libraries.core, siwx: libraries.siwx },
        join(work, 'services'),
        postgres.url,
      )
      checks.push(...services.checks)
      const { serve } = services
      if (serve) {
        checks.push(...(await checkFrame(tarballs.frame, join(work, 'frame'), serve.ready[1]!)))
        checks.push(
          await check('@latch/services: stops cleanly on SIGTERM', async () => {
            const code = await serve.stop()
            if (code !== 0 || !serve.output().includes('Latch API stopped.'))
              throw new Error(`exit ${code}:\n${serve.output()}`)
            return 'exit 0'
          }),
        )
      }
    } finally {
      await postgres.stop()
    }
  }
  checks.push(
    ...(await checkPublish([...Object.values(libraries), ...Object.values(tarballs)], join(work, 'publish'))),
  )
  return checks
}

// `@latch/services` from its tarball, as an operator runs it: installed into an empty folder, then its
// `latch-services` command on plain Node (built JS, a bare environment: no tsx, no workspace) against a
// real PostgreSQL server: migrate, create a project, serve, answer /healthz and the wallet listing.
import { join } from 'node:path'
import type { Check } from './check'
import { checkInOrder } from './checkInOrder'
import { installTarballs } from './installTarballs'
import { type RunningCommand, runCommand, startCommand } from './startCommand'

export interface ServicesTarballs {
  services: string
  core: string
  siwx: string
}

/** The project the checks create, and the origins the frame's CSP must then name. */
export const SHOP_PROJECT = { id: 'shop', origins: ['https://shop.example', 'https://*.shop.example'] }

const sorted = (origins: string[]) => [...origins].sort().join(' ')

/**
 * The services' checks, in order. When they pass, `serve` is still running for the frame's checks: the
 * caller stops it.
 */
export async function checkServices(
  tarballs: ServicesTarballs,
  dir: string,
  databaseUrl: string,
): Promise<{ checks: Check[]; serve?: RunningCommand }> {
  const bin = join(dir, 'node_modules', '.bin', 'latch-services')
  // Only what the command needs: PATH for `#!/usr/bin/env node`, and the operator's variables.
  const env = { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl }
  const cli = (args: string[]) => runCommand(bin, args, { env, cwd: dir })
  let serve: RunningCommand | undefined
  const url = () => serve?.ready[1] ?? ''
  const { checks, ok } = await checkInOrder('@latch/services', [
    [
      'installs from its tarball into an empty folder',
      () => {
        const installed = installTarballs(dir, {
          '@latch/services': tarballs.services,
          // from npm in production; here the same versions, packed from this checkout
          '@latch/core': tarballs.core,
          '@latch/siwx': tarballs.siwx,
        })
        return `${installed.length} packages, @latch/devnet and the build tools not among them`
      },
    ],
    [
      '`latch-services migrate` applies the shipped migrations on PostgreSQL',
      () => {
        const out = cli(['migrate']).trim()
        const [, applied, shipped] = /: (\d+) of (\d+) migrations applied$/.exec(out) ?? []
        if (!applied || applied !== shipped || Number(applied) === 0) throw new Error(out)
        return out
      },
    ],
    [
      '`latch-services project create` stores a project',
      () => {
        const origins = SHOP_PROJECT.origins.flatMap((origin) => ['--origin', origin])
        const out = cli([
          'project',
          'create',
          '--name',
          'Shop',
          '--id',
          SHOP_PROJECT.id,
          '--json',
          ...origins,
        ])
        const project = JSON.parse(out) as { id: string; allowedOrigins: string[] }
        if (project.id !== SHOP_PROJECT.id || sorted(project.allowedOrigins) !== sorted(SHOP_PROJECT.origins))
          throw new Error(out)
        return `${project.id}: ${project.allowedOrigins.join(', ')}`
      },
    ],
    [
      '`latch-services serve` starts',
      async () => {
        serve = await startCommand(bin, ['serve', '--port', '0'], {
          env,
          cwd: dir,
          ready: /^Latch API on (http:\/\/\S+) /m,
        })
        // the `node` its `#!/usr/bin/env node` runs on
        return `${serve.ready[0].trim()}, on Node ${runCommand('node', ['--version'], { env, cwd: dir }).trim()}`
      },
    ],
    [
      'answers GET /healthz',
      async () => {
        const response = await fetch(`${url()}/healthz`)
        const body = await response.text()
        if (response.status !== 200 || body !== '{"ok":true}') throw new Error(`${response.status} ${body}`)
        return `200 ${body}`
      },
    ],
    [
      'lists the shipped wallet registry (GET /getWallets?projectId=shop)',
      async () => {
        const response = await fetch(`${url()}/getWallets?projectId=${SHOP_PROJECT.id}&entries=5`)
        const body = (await response.json()) as { data?: { id: string }[]; count?: number }
        if (response.status !== 200 || !body.data?.length || !body.count)
          throw new Error(`${response.status} ${JSON.stringify(body)}`)
        return `200, ${body.count} wallets from data/wallets.json, first ${body.data.map((wallet) => wallet.id).join(', ')}`
      },
    ],
  ])
  if (!ok) await serve?.stop()
  return ok ? { checks, serve } : { checks }
}

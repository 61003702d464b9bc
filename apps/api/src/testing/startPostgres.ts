import { execFile } from 'node:child_process'
import { chownSync, existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const POSTGRES_ROOT = '/usr/lib/postgresql'

/**
 * The newest Debian PostgreSQL bin directory (`/usr/lib/postgresql/<major>/bin`) that has `initdb`.
 *
 * @example
 * findPostgresBin() // '/usr/lib/postgresql/15/bin'
 */
export function findPostgresBin(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined
  return readdirSync(POSTGRES_ROOT)
    .filter((major) => existsSync(join(POSTGRES_ROOT, major, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join(POSTGRES_ROOT, major, 'bin'))[0]
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface StartPostgresReturnType {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth on loopback). */
  url: string
  /**
   * Restarts the server on the same data directory and port (`pg_ctl stop -m fast`, then start): open
   * connections are cut, committed data stays. `downMs` keeps it stopped that long before the start.
   */
  restart(options?: { downMs?: number }): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL server from Debian's `postgresql` package: `initdb` in a temp directory
 * and `pg_ctl start` on a free loopback port, durability off for speed. As root it runs as the
 * `postgres` user (initdb refuses root). `restart()` stops and starts it on the same port and data (for
 * fault tests); `stop()` stops it and deletes the directory.
 *
 * @example
 * const server = await startPostgres()
 * process.env.DATABASE_URL = server.url
 * await server.stop()
 */
export async function startPostgres(): Promise<StartPostgresReturnType> {
  const bin = findPostgresBin()
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it: sudo apt-get install -y postgresql',
    )
  }
  const asRoot = process.getuid?.() === 0
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args)

  const dir = await mkdtemp(join(tmpdir(), 'latch-pg-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const data = join(dir, 'data')
  const port = await freePort()
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -F -c synchronous_commit=off -c full_page_writes=off`
  const start = () =>
    exec('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-o', options, 'start'])
  try {
    await exec('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ])
    await start()
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart({ downMs = 0 } = {}) {
      // A fast stop writes every committed transaction's WAL before exiting (synchronous_commit=off
      // only delays that write), so a restart loses nothing that was acknowledged.
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}

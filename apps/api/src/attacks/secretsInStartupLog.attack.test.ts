import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartPostgresReturnType, startPostgres } from '../testing'

// Whoever reads the service's logs (a log shipper, a support ticket with a pasted start-up error, a CI
// job's output) must never learn a secret from them. The attacker here is that reader: the operator
// mistypes a variable holding a secret, `serve` stops with a message, and the message lands in a log.
// Each case starts the real CLI (`npm run api -- serve`: src/cli.ts under tsx) with a marker inside the
// secret and asserts that the marker appears in neither stdout nor stderr, while the message still
// names the variable and what is wrong with it.

const MARKER = 'Mk7sEcReTzq9'
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const cli = join(repoRoot, 'apps', 'api', 'src', 'cli.ts')

interface CliRun {
  code: number | null
  output: string
}

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-secrets-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

/**
 * Runs `serve --port 0` with only these service variables set, until it exits or (when `until` is
 * given) until its output shows `until`, then stops it with SIGTERM. Answers stdout and stderr together.
 */
function serve(env: Record<string, string>, until?: string): Promise<CliRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('LATCH_') && name !== 'DATABASE_URL'),
  )
  // tsx as Node's loader: what `npm run api` runs, without the tsx launcher's second process
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'serve', '--port', '0'], {
    cwd: repoRoot,
    env: { ...inherited, LATCH_DATA_DIR: dataDir, LATCH_INDEXER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (until && output.includes(until)) child.kill('SIGTERM')
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

// Each run is a Node process compiling the CLI with tsx: seconds each on a busy machine.
const SPAWN_TIMEOUT = { timeout: 90_000 }

describe('a mistyped secret variable stops `serve` without printing the secret', SPAWN_TIMEOUT, () => {
  it('LATCH_RECOVERY_SECRET that is not 32 bytes of hex or base64', async () => {
    const run = await serve({ LATCH_RECOVERY_SECRET: `${MARKER}!not-base64` })
    expect(run.code).toBe(2)
    expect(run.output).toContain('LATCH_RECOVERY_SECRET must be at least 32 random bytes as hex or base64')
    expect(run.output).not.toContain(MARKER)
  })

  it('LATCH_SMTP_URL with the password in it, under the wrong scheme', async () => {
    const run = await serve({
      LATCH_SMTP_URL: `https://login:${MARKER}@mail.example.com:465`,
      LATCH_MAIL_FROM: 'login@example.com',
    })
    expect(run.code).toBe(2)
    expect(run.output).toContain('LATCH_SMTP_URL must be an smtp:// or smtps:// URL')
    expect(run.output).toContain('https://mail.example.com')
    expect(run.output).not.toContain(MARKER)
  })

  it('LATCH_FRAME_ORIGINS and LATCH_PUBLIC_URL carrying credentials', async () => {
    const frame = await serve({ LATCH_FRAME_ORIGINS: `https://wallet:${MARKER}@wallet.example.com` })
    expect(frame.code).toBe(2)
    expect(frame.output).toContain('LATCH_FRAME_ORIGINS must be comma-separated http(s) origins')
    expect(frame.output).not.toContain(MARKER)
    const publicUrl = await serve({ LATCH_PUBLIC_URL: `https://api.example.com/?token=${MARKER}` })
    expect(publicUrl.code).toBe(2)
    expect(publicUrl.output).toContain(
      'LATCH_PUBLIC_URL must be the http(s) URL clients reach the service at',
    )
    expect(publicUrl.output).not.toContain(MARKER)
  })

  it('DATABASE_URL of another scheme, with a user and password', async () => {
    const run = await serve({ DATABASE_URL: `mysql://${MARKER}:${MARKER}@db.example.com/latch` })
    expect(run.code).toBe(1)
    expect(run.output).toContain('DATABASE_URL must be a postgres:// URL')
    expect(run.output).toContain('db.example.com')
    expect(run.output).not.toContain(MARKER)
  })

  it("the JSON variables' secrets: social client secrets, the on-ramp's webhook secret, paymaster keys, node API keys, RPC URL keys", async () => {
    const cases: [string, unknown, string][] = [
      [
        'LATCH_SOCIAL_PROVIDERS',
        [{ id: 'google', clientId: 'id', clientSecret: MARKER, tokenUrl: `ftp://x:${MARKER}@idp.example` }],
        'LATCH_SOCIAL_PROVIDERS: 0.tokenUrl: ',
      ],
      ['LATCH_ONRAMP', { meld: { webhookSecret: MARKER } }, 'LATCH_ONRAMP: meld.webhookSecret: '],
      [
        'LATCH_PAYMASTERS',
        [
          {
            chainId: 1,
            entryPoint: `0x${'1'.repeat(40)}`,
            paymaster: `0x${'2'.repeat(40)}`,
            accountFactory: `0x${'3'.repeat(40)}`,
            signerKey: MARKER,
          },
        ],
        'LATCH_PAYMASTERS: 0.signerKey: must be a private key',
      ],
      [
        'LATCH_BITCOIN_NODES',
        {
          'bip122:000000000019d6689c085ae165831e93': {
            url: `ftp://node:${MARKER}@btc.example.com`,
            apiKey: MARKER,
          },
        },
        'LATCH_BITCOIN_NODES: bip122:000000000019d6689c085ae165831e93.url: ',
      ],
      [
        'LATCH_API_CHAINS',
        [{ id: 1, name: 'Ethereum', rpcUrl: `https://eth.example.com/v2/${MARKER}`, confirmations: -1 }],
        'LATCH_API_CHAINS: 0.confirmations: ',
      ],
    ]
    const runs = await Promise.all(cases.map(([name, value]) => serve({ [name]: JSON.stringify(value) })))
    for (const [index, [name, , expected]] of cases.entries()) {
      expect(runs[index]?.code, name).toBe(2)
      expect(runs[index]?.output, name).toContain(expected)
      expect(runs[index]?.output, name).not.toContain(MARKER)
    }
  })
})

describe('a running service never prints the credentials of its database URL', SPAWN_TIMEOUT, () => {
  let postgres: StartPostgresReturnType
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })

  it('the start-up line names the server without the user, the password or the query', async () => {
    // The test server trusts loopback, so the password is never checked: the URL still carries it.
    const url = new URL(postgres.url)
    url.password = MARKER
    url.search = `?application_name=latch&password=${MARKER}`
    const run = await serve({ DATABASE_URL: url.toString() }, 'Ctrl-C stops it.')
    expect(run.output).toContain(`(postgres: postgres://***@127.0.0.1:${url.port}/postgres`)
    expect(run.output).not.toContain(MARKER)
  })
})

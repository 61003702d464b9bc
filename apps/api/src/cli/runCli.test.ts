import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/openDatabase'
import type { DatabaseHandle } from '../db/types'
import { findProject } from '../projects/findProject'
import { runCli } from './runCli'

let database: DatabaseHandle
let dir: string
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  dir = await mkdtemp(join(tmpdir(), 'latch-cli-'))
}, 60_000)
afterAll(async () => {
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

async function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(argv, {
    openDatabase: async () => ({ ...database, close: async () => {} }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run api -- …', () => {
  it('project create stores the project, its origins and features', async () => {
    const result = await cli(
      'project',
      'create',
      '--name',
      'demo',
      '--id',
      'cli-demo',
      '--origin',
      'http://127.0.0.1:5173/',
      '--features',
      '{"multi_wallet":{"isEnabled":true}}',
      '--analytics',
      'off',
    )
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(await findProject(database.db, 'cli-demo')).toEqual({
      id: 'cli-demo',
      name: 'demo',
      features: { multi_wallet: { isEnabled: true } },
      analyticsEnabled: false,
      allowedOrigins: ['http://127.0.0.1:5173'],
    })
  })

  it('project create issues a random id when none is given, and --json prints the project', async () => {
    const result = await cli('project', 'create', '--name', 'random', '--json')
    expect(JSON.parse(result.out).id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('project add-origin and project list', async () => {
    expect((await cli('project', 'add-origin', 'cli-demo', 'https://*.example.com')).code).toBe(0)
    const list = await cli('project', 'list')
    expect(list.out).toContain('cli-demo  demo  http://127.0.0.1:5173, https://*.example.com')
  })

  it('explains what is wrong instead of failing', async () => {
    expect(await cli('project', 'create', '--name', 'x', '--id', 'cli-demo')).toMatchObject({
      code: 1,
      err: 'A project with id "cli-demo" already exists.',
    })
    expect((await cli('project', 'create', '--name', 'x', '--origin', 'ftp://x')).err).toContain(
      'is not an origin',
    )
    expect((await cli('project', 'create', '--name', 'x', '--features', '{"nope":{}}')).code).toBe(2)
    expect((await cli('project', 'create')).err).toContain('project create needs --name')
    expect((await cli('project', 'add-origin', 'missing', 'https://a.example')).err).toBe(
      'No project with id "missing".',
    )
    expect((await cli('frobnicate')).code).toBe(2)
    expect((await cli('project', 'list', '--bogus')).code).toBe(2)
  })

  it('migrate applies the shipped migrations and says how many the database holds', async () => {
    const result = await cli('migrate')
    expect(result).toMatchObject({ code: 0, err: '' })
    const [, applied, shipped] =
      /^pglite memory:\/\/: (\d+) of (\d+) migrations applied$/.exec(result.out) ?? []
    expect(Number(applied)).toBeGreaterThan(0)
    expect(applied).toBe(shipped)
    expect((await cli('migrate', '--now')).code).toBe(2)
  })

  it('registry import loads a valid file and reports every problem of an invalid one', async () => {
    const good = join(dir, 'good.json')
    await writeFile(
      good,
      JSON.stringify({
        version: 1,
        wallets: [{ id: 'my-wallet', name: 'My Wallet', chains: ['eip155:1'], badge_type: 'none' }],
      }),
    )
    expect((await cli('registry', 'import', good)).out).toBe(`imported 1 wallets from ${good}`)

    const bad = join(dir, 'bad.json')
    await writeFile(
      bad,
      JSON.stringify({
        version: 1,
        wallets: [
          {
            id: 'ok',
            name: 'Ok',
            chains: ['eip155:1'],
            badge_type: 'none',
            mobile_link: 'javascript:alert(1)',
          },
          { id: 'ok', name: 'Dup', chains: ['ethereum'], badge_type: 'gold' },
        ],
      }),
    )
    const result = await cli('registry', 'import', bad)
    expect(result.code).toBe(1)
    expect(result.err).toContain('wallets[0].mobile_link')
    expect(result.err).toContain('wallets[1].chains[0]: must be a CAIP-2 id such as eip155:1')
    expect(result.err).toContain('wallets[1].badge_type')

    const entry = { id: 'twice', name: 'Twice', chains: ['eip155:1'], badge_type: 'none' }
    await writeFile(bad, JSON.stringify({ version: 1, wallets: [entry, entry] }))
    expect((await cli('registry', 'import', bad)).err).toContain(
      'wallets[1].id: duplicate id "twice" (first at wallets[0])',
    )

    await writeFile(join(dir, 'broken.json'), '{"version":1,')
    expect((await cli('registry', 'import', join(dir, 'broken.json'))).err).toContain('is not valid JSON')
    expect((await cli('registry', 'import', join(dir, 'missing.json'))).err).toContain('ENOENT')
  })
})

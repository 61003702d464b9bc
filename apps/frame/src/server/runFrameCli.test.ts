import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_USAGE, runFrameCli } from './runFrameCli'

const CHAINS = [{ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.rpc.example/v2/rpc-key-1234' }]

let api: StartApiServerReturnType
let distDir: string
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'latch-frame-cli-'))
  await mkdir(join(distDir, 'assets'))
  await writeFile(join(distDir, 'index.html'), '<!doctype html><body><main id="frame-root"></main></body>')
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    indexer: false,
    projects: [{ id: 'shop', name: 'shop', origins: ['https://shop.example.com'] }],
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await rm(distDir, { recursive: true, force: true })
})

/** Runs the CLI; `stop()` ends a running serve. `firstLine` resolves with the first line it prints. */
function frameCli(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = []
  const err: string[] = []
  let stop = () => {}
  let printed: (line: string) => void = () => {}
  const firstLine = new Promise<string>((resolve) => {
    printed = resolve
  })
  const code = runFrameCli(argv, {
    distDir,
    version: '0.1.0',
    env,
    out: (line) => {
      out.push(line)
      printed(line)
    },
    err: (line) => err.push(line),
    stopped: new Promise<void>((resolve) => {
      stop = resolve
    }),
  })
  return { code, out, err, stop: () => stop(), firstLine }
}

describe('latch-frame', () => {
  it('serve: serves the page with the config from the environment until it is stopped', async () => {
    const env = { LATCH_FRAME_API_URL: api.url, LATCH_FRAME_CHAINS: JSON.stringify(CHAINS) }
    const cli = frameCli(['serve', '--port', '0'], env)
    const [, url] = /^Latch frame 0\.1\.0 on (http:\/\/\S+) for the services at \S+, chains 1\./.exec(
      await cli.firstLine,
    )!
    const response = await fetch(`${url}/?projectId=shop`)
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://shop.example.com;',
    )
    expect(await response.text()).toContain(`"apiUrl":"${api.url}"`)
    // the RPC endpoint is the page's business, not the log's: it may carry a key
    expect(cli.out.join('\n')).not.toContain('rpc-key-1234')
    cli.stop()
    expect(await cli.code).toBe(0)
    expect(cli.out.at(-1)).toBe('Latch frame stopped.')
    await expect(fetch(`${url}/?projectId=shop`)).rejects.toThrow()
  })

  it('refuses a missing or invalid variable by its name, never quoting it', async () => {
    const missing = frameCli(['serve'], { LATCH_FRAME_CHAINS: JSON.stringify(CHAINS) })
    expect(await missing.code).toBe(2)
    expect(missing.err.join()).toMatch(/^LATCH_FRAME_API_URL is required/)

    const badUrl = [{ ...CHAINS[0], rpcUrl: 'ftp://eth.rpc.example/v2/rpc-key-1234' }]
    const invalid = frameCli(['serve'], {
      LATCH_FRAME_API_URL: api.url,
      LATCH_FRAME_CHAINS: JSON.stringify(badUrl),
    })
    expect(await invalid.code).toBe(2)
    expect(invalid.err.join()).toMatch(/^LATCH_FRAME_CHAINS: 0\.rpcUrl: /)
    expect(invalid.err.join()).not.toContain('rpc-key-1234')

    for (const [name, value] of [
      ['LATCH_FRAME_CHAINS', '[]'],
      ['LATCH_FRAME_CHAINS', '{not json'],
      ['LATCH_FRAME_API_URL', 'javascript:alert(1)'],
    ] as const) {
      const cli = frameCli(['serve'], {
        LATCH_FRAME_API_URL: api.url,
        LATCH_FRAME_CHAINS: JSON.stringify(CHAINS),
        [name]: value,
      })
      expect(await cli.code).toBe(2)
      expect(cli.err.join()).toMatch(new RegExp(`^${name}`))
    }
  })

  it('says how to use it', async () => {
    const help = frameCli(['help'], {})
    expect(await help.code).toBe(0)
    expect(help.out).toEqual([FRAME_USAGE])
    for (const argv of [[], ['frobnicate'], ['serve', '--port', '70000'], ['serve', '--bogus']]) {
      const cli = frameCli(argv, {})
      expect(await cli.code).toBe(2)
      expect(cli.err.join()).toContain('Usage: latch-frame serve')
    }
  })
})

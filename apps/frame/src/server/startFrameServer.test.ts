import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartFrameServerReturnType, startFrameServer } from './startFrameServer'

let api: StartApiServerReturnType
let frame: StartFrameServerReturnType

beforeAll(async () => {
  const distDir = await mkdtemp(join(tmpdir(), 'latch-frame-'))
  await mkdir(join(distDir, 'assets'))
  await writeFile(join(distDir, 'index.html'), '<!doctype html><body><main id="frame-root"></main></body>')
  await writeFile(join(distDir, 'assets', 'main.js'), 'console.log(1)')
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    indexer: false,
    projects: [
      { id: 'shop', name: 'shop', origins: ['https://shop.example.com', 'https://*.shop.example'] },
      { id: 'open', name: 'open to all', origins: ['*'] },
    ],
  })
  frame = await startFrameServer({
    distDir,
    config: {
      apiUrl: api.url,
      version: '0.1.0</script><script>alert(1)</script>',
      chains: [
        { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
        {
          id: 31338,
          name: 'Latch Devnet 2',
          rpcUrl: 'http://127.0.0.1:8546',
          bundlerUrl: 'http://127.0.0.1:8556',
          entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
          accountFactory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
        },
      ],
    },
  })
}, 60_000)
afterAll(async () => {
  await frame?.stop()
  await api?.stop()
})

const csp = (response: Response) => response.headers.get('content-security-policy') ?? ''

function rawStatus(path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: new URL(frame.url).port, path }, (response) => {
      response.resume()
      resolve(response.statusCode)
    }).on('error', reject)
  })
}

describe('the frame server', () => {
  it("frames the page only inside the project's allowed origins, and lets it talk only to its services, chains and bundlers", async () => {
    const response = await fetch(`${frame.url}/?projectId=shop&host=https%3A%2F%2Fshop.example.com`)
    expect(response.status).toBe(200)
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp(response))?.[1]?.split(' ')
    expect(ancestors?.sort()).toEqual(['https://*.shop.example', 'https://shop.example.com'])
    expect(csp(response)).toContain(
      `connect-src ${new URL(api.url).origin} http://127.0.0.1:8545 http://127.0.0.1:8546 http://127.0.0.1:8556;`,
    )
    expect(csp(response)).toContain("script-src 'self';")
    expect(csp(response)).toContain("default-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("an unknown project, or one open to '*', may not frame it: frame-ancestors 'none'", async () => {
    for (const projectId of ['nobody', 'open', '../x', '']) {
      const response = await fetch(`${frame.url}/?projectId=${encodeURIComponent(projectId)}`)
      expect(csp(response)).toContain("frame-ancestors 'none'")
    }
  })

  it('writes the config into the page as JSON that cannot end its script element', async () => {
    const html = await (await fetch(`${frame.url}/?projectId=shop`)).text()
    const json = /<script type="application\/json" id="latch-frame-config">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json!)).toMatchObject({ version: '0.1.0</script><script>alert(1)</script>' })
    expect(html).not.toContain('<script>alert(1)')
  })

  it('serves its assets, and nothing outside them', async () => {
    const asset = await fetch(`${frame.url}/assets/main.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    // raw paths: fetch would resolve the dots before sending
    for (const path of [
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/package.json',
      '/assets/none.js',
    ])
      expect(await rawStatus(path)).toBe(404)
    expect((await fetch(`${frame.url}/`, { method: 'POST' })).status).toBe(405)
  })
})

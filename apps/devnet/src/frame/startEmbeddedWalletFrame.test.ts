import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartEmbeddedWalletFrameReturnType, startEmbeddedWalletFrame } from './startEmbeddedWalletFrame'

const HOST_ORIGIN = 'http://127.0.0.1:5173'
const chains = [
  { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  // a DevnetChain with account abstraction, and what else a DevnetChain carries
  {
    id: 31338,
    name: 'Latch Devnet 2',
    rpcUrl: 'http://127.0.0.1:8546',
    bundlerUrl: 'http://127.0.0.1:8556',
    entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    accountFactoryAddress: '0x207446CDf7FB4f25E4ad118517032677462c6358',
    paymasterAddress: '0xEceB012b983d7f6e3DFB56B56dc91bbEb722C644',
    tokens: [],
  },
] as const

// Stands in for the services: the frame server asks only for a project's allowed origins.
let services: Server
let servicesUrl: string
let frame: StartEmbeddedWalletFrameReturnType
let stopped = false

beforeAll(async () => {
  services = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://services.invalid')
    const known = url.pathname === '/projects/v1/origins' && url.searchParams.get('projectId') === 'shop'
    response
      .writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(known ? { allowedOrigins: [HOST_ORIGIN] } : { error: 'not found' }))
  })
  await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve))
  servicesUrl = `http://127.0.0.1:${(services.address() as AddressInfo).port}`
  // A real Vite build of apps/frame: seconds, more on a loaded machine.
  frame = await startEmbeddedWalletFrame({ apiUrl: servicesUrl, chains, version: '9.9.9-test' })
}, 180_000)

afterAll(async () => {
  if (!stopped) await frame?.stop()
  await new Promise((resolve) => services?.close(resolve))
})

describe('startEmbeddedWalletFrame', () => {
  it("serves the built frame on its own loopback origin, framable only by the project's origins", async () => {
    expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${frame.url}/?projectId=shop`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1]).toBe(HOST_ORIGIN)
    expect(csp).toContain(
      `connect-src ${servicesUrl} http://127.0.0.1:8545 http://127.0.0.1:8546 http://127.0.0.1:8556;`,
    )
  })

  it('writes the services, the chains (with their bundler, EntryPoint and account factory) and the version into the page, and serves the built scripts', async () => {
    const html = await (await fetch(`${frame.url}/?projectId=shop`)).text()
    const json = /<script type="application\/json" id="latch-frame-config">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual({
      apiUrl: servicesUrl,
      version: '9.9.9-test',
      chains: [
        chains[0],
        {
          id: 31338,
          name: 'Latch Devnet 2',
          rpcUrl: 'http://127.0.0.1:8546',
          bundlerUrl: 'http://127.0.0.1:8556',
          entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
          accountFactory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
        },
      ],
    })
    // the build's module script, not the sources' /src/main.ts
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
    expect(script).toMatch(/^\/assets\/.+\.js$/)
    expect((await fetch(`${frame.url}${script}`)).status).toBe(200)
  })

  it('an unknown project may not frame it', async () => {
    const response = await fetch(`${frame.url}/?projectId=nobody`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  // last: it stops the frame the others use
  it('stop closes the server and removes the build', async () => {
    expect(existsSync(join(frame.distDir, 'index.html'))).toBe(true)
    await frame.stop()
    stopped = true
    expect(existsSync(frame.distDir)).toBe(false)
    await expect(fetch(`${frame.url}/?projectId=shop`)).rejects.toThrow()
  })
})

import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { findChildProcesses } from '../test-support/findChildProcesses'
import { DEVNET_BUNDLER_EXECUTOR_KEY, DEVNET_BUNDLER_UTILITY_KEY } from './accountAbstractionKeys'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { startBundler } from './startBundler'

/** What alto's processes run, to find them among this test's children. */
const ALTO_COMMAND = 'alto.js'

let anvil: StartAnvilReturnType
let entryPointAddress: `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  ;({ entryPointAddress } = await deployAccountAbstraction(anvil.url))
}, 30_000)
afterAll(() => anvil?.stop())

const bundlerFor = (extra: { port?: number; timeoutMs?: number } = {}) =>
  startBundler({
    chainId: 31337,
    rpcUrl: anvil.url,
    entryPointAddress,
    executorKey: DEVNET_BUNDLER_EXECUTOR_KEY,
    utilityKey: DEVNET_BUNDLER_UTILITY_KEY,
    ...extra,
  })

describe('startBundler', () => {
  it('serves eth_supportedEntryPoints with the EntryPoint from a child process, which stop kills', async () => {
    const bundler = await bundlerFor()
    expect(await findChildProcesses(ALTO_COMMAND)).toHaveLength(1)
    const response = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    expect(await response.json()).toMatchObject({ result: [entryPointAddress] })
    await bundler.stop()
    await bundler.stop()
    expect(await findChildProcesses(ALTO_COMMAND)).toEqual([])
  })

  it('a start that does not answer in time fails naming the chain, and leaves no process behind', async () => {
    await expect(bundlerFor({ timeoutMs: 1 })).rejects.toThrow(
      /^The bundler \(alto\) for chain 31337 did not answer eth_supportedEntryPoints on http:\/\/127\.0\.0\.1:\d+ within 0\.001 s\./,
    )
    expect(await findChildProcesses(ALTO_COMMAND)).toEqual([])
  })

  it('a busy fixed port fails before anything starts, naming the port', async () => {
    const blocker: Server = await new Promise((resolve) => {
      const server = createServer()
      server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve(server))
    })
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(bundlerFor({ port })).rejects.toThrow(
        new RegExp(`^Port ${port} is busy, so the bundler \\(alto\\) for chain 31337 cannot listen there`),
      )
      expect(await findChildProcesses(ALTO_COMMAND)).toEqual([])
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it("alto's process ends when its stdin closes, as when the devnet's process dies without stopping it", async () => {
    // A stand-in CLI that would run forever, so only the closed pipe can end the process.
    const dir = await mkdtemp(join(tmpdir(), 'latch-alto-process-'))
    const cli = join(dir, 'forever.mjs')
    await writeFile(cli, 'setInterval(() => {}, 60_000)\n')
    try {
      const launcher = fileURLToPath(new URL('./altoProcess.mjs', import.meta.url))
      const child = spawn(process.execPath, [launcher, cli], { stdio: ['pipe', 'ignore', 'ignore'] })
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(child.exitCode).toBeNull()
      child.stdin.end()
      expect(await exited).toBe(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

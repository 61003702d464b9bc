import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from '../findFreePort'
import { killOnExit } from '../killOnExit'

export interface SpawnBcoinParameters {
  /** The HTTP port on 127.0.0.1; 0 or omitted: a free one. */
  port?: number
  /** How long the node may take to answer (default 20 s; it takes about 0.5 s). */
  timeoutMs?: number
}

/** A running bcoin regtest node in a child process. */
export interface BcoinProcess {
  /** The node's HTTP API, e.g. `http://127.0.0.1:18443`. */
  url: string
  /** Its API key (HTTP basic auth, any user name): new at each start. */
  apiKey: string
  /** Kills the node and removes its data directory; idempotent. */
  stop(): Promise<void>
}

const BCOIN_NODE = join(createRequire(import.meta.url).resolve('bcoin/package.json'), '..', 'bin', 'node')

/**
 * Starts bcoin 1.0.2 on regtest in a child process (never in the caller's process: a test worker must not
 * carry a full node), in memory, with no peers, indexing transactions and addresses (the services read
 * UTXOs by address), and waits until its HTTP API answers. NODE_BACKEND=js keeps it off bcoin's native
 * modules, so a plain `npm ci` is enough.
 *
 * @example
 * const node = await spawnBcoin()
 * await fetch(node.url, { headers: { authorization: `Basic ${btoa(`x:${node.apiKey}`)}` } })
 * await node.stop()
 */
export async function spawnBcoin(params: SpawnBcoinParameters = {}): Promise<BcoinProcess> {
  const port = params.port || (await findFreePort())
  const apiKey = randomBytes(16).toString('hex')
  // bcoin writes its prefix (logs, config lookups) even in memory: a directory of its own, not ~/.bcoin.
  const prefix = await mkdtemp(join(tmpdir(), 'latch-bcoin-'))
  const child = spawn(
    process.execPath,
    [
      BCOIN_NODE,
      '--network=regtest',
      '--memory=true',
      '--workers=false',
      '--listen=false',
      '--no-wallet=true',
      '--index-tx=true',
      '--index-address=true',
      '--log-level=error',
      `--prefix=${prefix}`,
      '--http-host=127.0.0.1',
      `--http-port=${port}`,
      `--api-key=${apiKey}`,
    ],
    { env: { ...process.env, NODE_BACKEND: 'js' }, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  killOnExit(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
    await rm(prefix, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(url, apiKey, child, () => stderr, params.timeoutMs ?? 20_000)
    return { url, apiKey, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitUntilAnswering(
  url: string,
  apiKey: string,
  child: ChildProcess,
  stderr: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const authorization = `Basic ${Buffer.from(`x:${apiKey}`).toString('base64')}`
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`bcoin exited before answering: ${stderr().trim() || `code ${child.exitCode}`}`)
    try {
      const response = await fetch(url, { headers: { authorization } })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`bcoin did not answer on ${url} within ${timeoutMs} ms: ${stderr().trim()}`)
}

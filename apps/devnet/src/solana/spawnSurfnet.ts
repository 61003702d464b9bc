import { type ChildProcessByStdio, spawn } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'

/** Surfpool's start-up options (its `SurfnetConfig`), the ones the devnet sets. */
export interface SurfnetConfig {
  /** No remote RPC fallback: accounts missing locally stay missing instead of being fetched from mainnet. */
  offline?: boolean
}

export interface SpawnSurfnetParameters {
  config: SurfnetConfig
  /** Starts tried before giving up (default 3). */
  attempts?: number
  /** How long one start may take until both endpoints answer (default 15 s; a healthy one takes ~0.1 s). */
  timeoutMs?: number
}

/** A running Surfpool in a child process. */
export interface SurfnetProcess {
  rpcUrl: string
  wsUrl: string
  /** Kills the process (it holds nothing worth a graceful stop) and resolves once it has exited; idempotent. */
  stop(): Promise<void>
}

type SurfnetChild = ChildProcessByStdio<Writable, Readable, Readable>

const SURFNET_PROCESS = fileURLToPath(new URL('./surfnetProcess.mjs', import.meta.url))

/**
 * Starts Surfpool (`@solana/surfpool-linux-x64-gnu`, a native module) in a child process and waits until its
 * HTTP and WebSocket endpoints both answer. A start that fails, hangs or serves only one endpoint is killed
 * and tried again: Surfpool picks its ports itself, and one whose server fails to bind panics and can block
 * its thread forever, which in-process froze a whole CI run.
 *
 * @example
 * const surfnet = await spawnSurfnet({ config: { offline: true } })
 * await surfnet.stop()
 */
export async function spawnSurfnet(params: SpawnSurfnetParameters): Promise<SurfnetProcess> {
  const attempts = params.attempts ?? 3
  const failures: string[] = []
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await startOnce(params.config, params.timeoutMs ?? 15_000)
    } catch (error) {
      if (error instanceof SurfnetUnavailableError) throw error
      failures.push(`attempt ${attempt}: ${(error as Error).message}`)
    }
  }
  throw new Error(`The local Solana validator (Surfpool) did not start: ${failures.join('; ')}`)
}

/** Surfpool cannot run on this machine: retrying would not help. */
class SurfnetUnavailableError extends Error {}

async function startOnce(config: SurfnetConfig, timeoutMs: number): Promise<SurfnetProcess> {
  const child: SurfnetChild = spawn(process.execPath, [SURFNET_PROCESS, JSON.stringify(config)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const urls = await Promise.race([readUrls(child), timeout])
    await Promise.race([Promise.all([answersHttp(urls.rpcUrl), answersWebSocket(urls.wsUrl)]), timeout])
    // Kept draining so a full pipe can never block Surfpool; a later panic still reaches the log.
    child.stderr.pipe(process.stderr)
    return { ...urls, stop }
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Resolves with the first line the child prints; rejects with its stderr if it exits first. */
function readUrls(child: SurfnetChild): Promise<{ rpcUrl: string; wsUrl: string }> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk
      const end = stdout.indexOf('\n')
      if (end >= 0) resolve(JSON.parse(stdout.slice(0, end)))
    })
    child.once('exit', (code, signal) => {
      const message = stderr.trim() || `exited with ${signal ?? `code ${code}`}`
      reject(
        message.startsWith('Could not load Surfpool')
          ? new SurfnetUnavailableError(message)
          : new Error(message),
      )
    })
  })
}

async function answersHttp(rpcUrl: string): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
  })
  if (!response.ok) throw new Error(`${rpcUrl} answered HTTP ${response.status}`)
}

function answersWebSocket(wsUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl)
    socket.once('error', (error) => reject(new Error(`${wsUrl}: ${error.message}`)))
    socket.once('open', () => {
      socket.close()
      resolve()
    })
  })
}

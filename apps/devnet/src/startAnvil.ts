import { type ChildProcess, spawn } from 'node:child_process'
import { isPortFree } from './findFreePort'
import { killOnExit } from './killOnExit'
import { resolveAnvilBinary } from './resolveAnvilBinary'

export interface StartAnvilParameters {
  chainId: number
  /** 0 or omitted: a free port is picked. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** The genesis block's time, seconds since the epoch (default now); later blocks count on from it. */
  timestamp?: number
}

export interface StartAnvilReturnType {
  chainId: number
  url: string
  port: number
  /** Kills anvil and resolves once the process has exited. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 15_000
const POLL_INTERVAL_MS = 50
const STOP_GRACE_MS = 5_000
const STDERR_LIMIT = 8_000

/**
 * Starts a local anvil chain (accounts funded with anvil's default 10000 ETH) and resolves
 * once it answers `eth_chainId`.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * // … use anvil.url …
 * await anvil.stop()
 */
export async function startAnvil(params: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const { chainId } = params
  const host = params.host ?? '127.0.0.1'
  if (params.port && !(await isPortFree(params.port, host))) {
    throw new Error(
      `Port ${params.port} on ${host} is busy, so anvil (chain ${chainId}) cannot listen there. Stop the process using it (find it with \`lsof -i :${params.port}\`) or omit \`port\` to get a free one.`,
    )
  }

  // Port 0 lets anvil bind a free port itself, which it then prints: picking one first and passing it
  // raced with parallel suites, and an anvil that lost the race looked ready through the winner.
  const child = spawn(
    resolveAnvilBinary(),
    [
      ...['--host', host, '--port', String(params.port ?? 0), '--chain-id', String(chainId)],
      ...(params.timestamp === undefined ? [] : ['--timestamp', String(params.timestamp)]),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  killOnExit(child)

  const listening = readListeningPort(child)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_LIMIT)
  })
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
  })
  let spawnError: Error | undefined
  child.once('error', (error) => {
    spawnError = error
  })

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null || spawnError) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }

  const urlOf = (port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let url = urlOf(params.port ?? 0)
  const describe = () => `anvil (chain ${chainId}) on ${url}`
  const withStderr = () => (stderr.trim() ? `\nanvil stderr:\n${stderr.trim()}` : '')
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (spawnError) {
      throw new Error(`Could not start ${describe()}: ${spawnError.message}`, { cause: spawnError })
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${describe()} exited before it was ready (code ${child.exitCode ?? child.signalCode}).${withStderr()}`,
      )
    }
    const port = listening.port
    if (port === undefined) {
      if (Date.now() > deadline) {
        await stop()
        throw new Error(
          `${describe()} did not say where it listens within ${READY_TIMEOUT_MS / 1000} s.${withStderr()}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
      continue
    }
    url = urlOf(port)
    const answered = await readChainId(url)
    // An answer while our process is gone came from someone else on that port: loop to report the exit.
    if (answered !== undefined && child.exitCode === null && child.signalCode === null) {
      if (answered !== chainId) {
        await stop()
        throw new Error(
          `${url} answered chain id ${answered}, not ${chainId}: another node already serves that port.`,
        )
      }
      return { chainId, url, port, stop }
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `${describe()} did not answer eth_chainId within ${READY_TIMEOUT_MS / 1000} s.${withStderr()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}

async function readChainId(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}

/**
 * Follows anvil's standard output for its "Listening on host:port" line; `port` is set once it came. The
 * rest of the output (one line per request) is read and dropped, so a full pipe never stalls anvil.
 */
function readListeningPort(child: ChildProcess): { port: number | undefined } {
  const found: { port: number | undefined } = { port: undefined }
  let pending = ''
  child.stdout?.setEncoding('utf8')
  const onData = (chunk: string) => {
    pending = (pending + chunk).slice(-STDERR_LIMIT)
    const match = /Listening on \S+:(\d+)/.exec(pending)
    if (!match) return
    found.port = Number(match[1])
    child.stdout?.off('data', onData)
    child.stdout?.resume()
  }
  child.stdout?.on('data', onData)
  return found
}

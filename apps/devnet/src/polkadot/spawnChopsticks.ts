import { type ChildProcessByStdio, spawn } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { killOnExit } from '../killOnExit'

export interface SpawnChopsticksParameters {
  /** The loopback port to serve on; 0 (default) for a free one. */
  port?: number
  /** Accounts given a free balance (smallest unit) at genesis, through Chopsticks' storage import. */
  accounts: readonly { address: string; free: bigint }[]
  /** How long the start may take (default 60 s; a healthy one takes about 2 s, more on a busy machine). */
  timeoutMs?: number
}

/** A running Chopsticks chain in a child process. */
export interface ChopsticksProcess {
  /** Its JSON-RPC endpoint over WebSocket, e.g. `ws://127.0.0.1:9944`. */
  wsUrl: string
  /** Kills the process (it holds nothing worth a graceful stop) and resolves once it has exited; idempotent. */
  stop(): Promise<void>
}

type ChopsticksChild = ChildProcessByStdio<Writable, Readable, Readable>

const CHOPSTICKS_PROCESS = fileURLToPath(new URL('./chopsticksProcess.mjs', import.meta.url))
const READY = 'LATCH_CHOPSTICKS_READY '

/**
 * Starts Chopsticks (`chopsticksProcess.mjs`: Rococo Asset Hub from its raw chain spec, offline, a block per
 * extrinsic) in a child process and resolves once it serves on 127.0.0.1. A start that fails, exceeds
 * `timeoutMs` or lands on another port than the one asked (Chopsticks quietly tries the next ones) is killed
 * and rejected.
 *
 * @example
 * const chain = await spawnChopsticks({ accounts: [{ address: POLKADOT_DEVNET_ADDRESSES[0], free: 10n ** 15n }] })
 * await chain.stop()
 */
export async function spawnChopsticks(params: SpawnChopsticksParameters): Promise<ChopsticksProcess> {
  const config = {
    port: params.port ?? 0,
    accounts: params.accounts.map(({ address, free }) => ({ address, free: free.toString() })),
  }
  const timeoutMs = params.timeoutMs ?? 60_000
  const child: ChopsticksChild = spawn(process.execPath, [CHOPSTICKS_PROCESS, JSON.stringify(config)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Chopsticks logs every block it builds at info; only its warnings and errors are worth a line.
    env: { ...process.env, LOG_LEVEL: 'warn' },
  })
  killOnExit(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The local Polkadot chain (Chopsticks) did not start within ${timeoutMs} ms.`)),
      timeoutMs,
    )
  })
  try {
    const port = await Promise.race([readPort(child), timeout])
    if (config.port !== 0 && port !== config.port) {
      throw new Error(`The local Polkadot chain wanted port ${config.port}, which is busy (it took ${port}).`)
    }
    // Kept draining so a full pipe can never block Chopsticks; its warnings still reach the log.
    child.stdout.resume()
    child.stderr.pipe(process.stderr)
    return { wsUrl: `ws://127.0.0.1:${port}`, stop }
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Resolves with the port of the ready line; rejects with the child's last output if it exits first. */
function readPort(child: ChopsticksChild): Promise<number> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-2000)
    }
    child.stderr.on('data', keep)
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk)
      stdout += chunk
      const start = stdout.indexOf(READY)
      const end = start >= 0 ? stdout.indexOf('\n', start) : -1
      if (end >= 0) {
        child.stdout.removeAllListeners('data')
        child.stderr.removeListener('data', keep)
        resolve((JSON.parse(stdout.slice(start + READY.length, end)) as { port: number }).port)
      } else if (start < 0) {
        // Only the tail can still hold the start of the ready line.
        stdout = stdout.slice(-READY.length)
      }
    })
    child.once('exit', (code, signal) => {
      reject(
        new Error(
          `The local Polkadot chain (Chopsticks) exited with ${signal ?? `code ${code}`} before it served: ${output.trim()}`,
        ),
      )
    })
  })
}

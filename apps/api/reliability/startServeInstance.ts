import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

export interface ServeInstance {
  /** e.g. `http://127.0.0.1:40123` */
  url: string
  child: ChildProcess
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<string>
  /** SIGTERM (a graceful stop), or the given signal; resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<string>
}

const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts')
const READY_TIMEOUT_MS = 60_000

/**
 * Runs `npm run api -- serve --port 0` as its own Node process (what an operator runs), with the given
 * environment (DATABASE_URL, LATCH_API_CHAINS, rate limit…), and resolves with its URL once it prints
 * `Latch API on …`. Its stderr is kept and handed to `onLog` line by line.
 *
 * @example
 * const a = await startServeInstance({ env: { DATABASE_URL: postgres.url, LATCH_INDEXER: 'off' } })
 * await a.stop('SIGKILL')
 */
export async function startServeInstance(params: {
  env: Record<string, string>
  onLog?: (line: string) => void
}): Promise<ServeInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', '0'], {
    env: { ...process.env, ...params.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => params.onLog?.(line))
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('serve did not start within 60 s')), READY_TIMEOUT_MS)
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^Latch API on (http:\/\/\S+)/.exec(line)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`serve exited (${how}) before it was ready`))
    })
  }).catch(async (error: unknown) => {
    await stop('SIGKILL')
    throw error
  })
  return { url, child, exited, stop }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { z } from 'zod'
import { findFreePort, isPortFree } from '../findFreePort'
import { killOnExit } from '../killOnExit'
import { resolveAltoCli } from './resolveAltoCli'

export interface StartBundlerParameters {
  /** The chain the bundler serves, named in its errors. */
  chainId: number
  /** The chain's JSON-RPC URL, e.g. anvil's. */
  rpcUrl: string
  /** The EntryPoint it bundles for; already deployed (alto checks it at start). */
  entryPointAddress: Address
  /** Sends the `handleOps` transactions; funded. */
  executorKey: Hex
  /** Deploys alto's simulation contracts at start; funded. */
  utilityKey: Hex
  /** 0 or omitted: a free port. Alto listens on every interface (0.0.0.0); connect through 127.0.0.1. */
  port?: number
  /** Starts tried when alto exits before it is ready, e.g. a free port taken meanwhile (default 2). */
  attempts?: number
  /** How long one start may take until it answers (default 30 s; a healthy one takes about 2 s). */
  timeoutMs?: number
}

export interface StartBundlerReturnType {
  /** Its JSON-RPC URL, e.g. `http://127.0.0.1:8555`: `eth_sendUserOperation` and the other ERC-4337 methods. */
  url: string
  port: number
  /** Kills alto's whole process group and resolves once it has exited; idempotent. */
  stop(): Promise<void>
}

const ALTO_PROCESS = fileURLToPath(new URL('./altoProcess.mjs', import.meta.url))
const POLL_INTERVAL_MS = 100
const OUTPUT_LIMIT = 4_000

/** The child leads its own process group (`detached`): whatever it started dies with it. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Alto exited (or could not be spawned) before it was ready: another start may succeed. */
class BundlerExitedError extends Error {}

/**
 * Starts the alto bundler (`@pimlico/alto`, out of safe mode: anvil has no JavaScript tracer) for one chain
 * in a child process, and resolves once it answers `eth_supportedEntryPoints` with `entryPointAddress`. A
 * start that exits early is tried again (on a new free port unless `port` is fixed); one that hangs is
 * killed, with its process group, and reported naming the chain.
 *
 * @example
 * const bundler = await startBundler({
 *   chainId: 31337,
 *   rpcUrl: anvil.url,
 *   entryPointAddress: DEVNET_ENTRY_POINT_ADDRESS,
 *   executorKey: DEVNET_BUNDLER_EXECUTOR_KEY,
 *   utilityKey: DEVNET_BUNDLER_UTILITY_KEY,
 * })
 * const bundlerClient = createBundlerClient({ client, transport: http(bundler.url) })
 * await bundler.stop()
 */
export async function startBundler(params: StartBundlerParameters): Promise<StartBundlerReturnType> {
  const attempts = params.attempts ?? 2
  const describe = `The bundler (alto) for chain ${params.chainId}`
  // Alto binds 0.0.0.0, which fails when any address holds the port.
  if (params.port && !(await isPortFree(params.port, '0.0.0.0'))) {
    throw new Error(
      `Port ${params.port} is busy, so the bundler (alto) for chain ${params.chainId} cannot listen there. Stop the process using it (find it with \`lsof -i :${params.port}\`) or omit \`port\` to get a free one.`,
    )
  }
  const failures: string[] = []
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = params.port || (await findFreePort('0.0.0.0'))
    try {
      return await startOnce(params, port, describe)
    } catch (error) {
      if (!(error instanceof BundlerExitedError)) throw error
      failures.push(`attempt ${attempt}: ${error.message}`)
    }
  }
  throw new Error(`${describe} did not start: ${failures.join('; ')}`)
}

async function startOnce(
  params: StartBundlerParameters,
  port: number,
  describe: string,
): Promise<StartBundlerReturnType> {
  const cli = resolveAltoCli()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [ALTO_PROCESS, cli, ...altoArguments(params, port)], {
    // Its own process group, so stop() and the exit hook kill everything it runs (and a Ctrl-C meant for the
    // parent does not reach it first); its stdin a pipe, whose end ends it if the parent dies without a stop;
    // its own directory as the working one, so a developer's .env is never read.
    detached: true,
    cwd: dirname(cli),
    env: bundlerEnvironment(),
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  killOnExit(child, killGroup)

  // Kept draining for the life of the process, so a full pipe can never block it; the tail explains a failure.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let spawnError: Error | undefined
  let hasExited = false
  let state: 'starting' | 'ready' | 'stopping' = 'starting'
  const withOutput = () => (output.trim() ? `\nalto output:\n${output.trim()}` : '')
  child.once('exit', (code, signal) => {
    // Nobody awaits it any more: a crash while the devnet runs is said, not silent.
    if (state === 'ready') {
      process.stderr.write(`${describe} on ${url} exited (${signal ?? `code ${code}`}).${withOutput()}\n`)
    }
  })
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      hasExited = true
      resolve()
    }
    child.once('exit', done)
    child.once('error', (error) => {
      spawnError = error
      done()
    })
  })
  const stop = async () => {
    state = 'stopping'
    // Once alto has exited its group id may be reused by others: only a running group is killed.
    if (!hasExited) killGroup(child)
    await exited
  }

  const timeoutMs = params.timeoutMs ?? 30_000
  const deadline = performance.now() + timeoutMs
  try {
    for (;;) {
      if (spawnError) throw new BundlerExitedError(`could not be spawned: ${spawnError.message}`)
      if (hasExited) {
        throw new BundlerExitedError(
          `exited before it was ready (${child.signalCode ?? `code ${child.exitCode}`})${withOutput()}`,
        )
      }
      // An answer while our process is gone came from someone else on that port: the loop reports the exit.
      if ((await servesEntryPoint(url, params.entryPointAddress)) && !hasExited) {
        state = 'ready'
        return { url, port, stop }
      }
      if (performance.now() > deadline) {
        throw new Error(
          `${describe} did not answer eth_supportedEntryPoints on ${url} within ${timeoutMs / 1000} s.${withOutput()}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function altoArguments(params: StartBundlerParameters, port: number): string[] {
  return [
    ...['--rpc-url', params.rpcUrl, '--port', String(port)],
    ...['--entrypoints', params.entryPointAddress],
    ...['--executor-private-keys', params.executorKey, '--utility-private-key', params.utilityKey],
    // Safe mode traces validation with a JavaScript tracer, which anvil lacks.
    ...['--safe-mode', 'false', '--log-level', 'warn'],
    // Pages on other loopback origins (the demo, a host, the frame) call it from the browser.
    ...['--enable-cors', 'true'],
  ]
}

/** This process's environment without alto's own settings (`ALTO_*`, Sentry): the arguments alone decide. */
function bundlerEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('ALTO_') && name !== 'SENTRY_DSN'),
  )
}

const SupportedEntryPointsSchema = z.object({
  result: z.array(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .transform((address) => address as Address),
  ),
})

async function servesEntryPoint(url: string, entryPointAddress: Address): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return false
    const parsed = SupportedEntryPointsSchema.safeParse(await response.json())
    return parsed.success && parsed.data.result.some((address) => isAddressEqual(address, entryPointAddress))
  } catch {
    return false
  }
}

import { parseArgs } from 'node:util'
import { FrameEnvError, readFrameEnv } from './readFrameEnv'
import { startFrameServer } from './startFrameServer'

export const FRAME_USAGE = `Usage: latch-frame serve [--port 5174] [--host 127.0.0.1]

Serves the embedded wallet's frame (the page built into this package) with the config written into it
and its CSP, frame-ancestors read from the services for each page load's projectId.
  LATCH_FRAME_API_URL  the services' URL as browsers reach it, e.g. https://api.example.com
  LATCH_FRAME_CHAINS   JSON [{ "id", "name", "rpcUrl", "nativeCurrency"?, "bundlerUrl"?, "entryPoint"?, "accountFactory"? }]
Put TLS in front of it, on an origin of its own, and list that origin in the services' LATCH_FRAME_ORIGINS.`

export interface RunFrameCliParameters {
  /** The page to serve: the package's dist/page. */
  distDir: string
  /** What the page reports as its version: the package's. */
  version: string
  env: NodeJS.ProcessEnv
  out(line: string): void
  err(line: string): void
  /** Resolves when the server should stop (SIGINT or SIGTERM for the command). */
  stopped: Promise<unknown>
}

/**
 * Runs `latch-frame <argv>` and returns the exit code: 0 done (serve: stopped), 1 failed, 2 bad usage or
 * environment. The environment is read (and refused) before anything listens.
 *
 * @example
 * const code = await runFrameCli(['serve', '--port', '5174'], { distDir, version, env: process.env, out, err, stopped })
 */
export async function runFrameCli(argv: string[], params: RunFrameCliParameters): Promise<number> {
  const [command, ...args] = argv
  if (command === 'help' || command === '--help') {
    params.out(FRAME_USAGE)
    return 0
  }
  if (command !== 'serve') {
    params.err(command ? `Unknown command "${argv.join(' ')}".\n\n${FRAME_USAGE}` : FRAME_USAGE)
    return 2
  }
  let port: number
  let host: string
  try {
    const { values } = parseArgs({
      args,
      options: { port: { type: 'string', default: '5174' }, host: { type: 'string', default: '127.0.0.1' } },
    })
    port = Number(values.port)
    host = values.host
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new TypeError('--port takes 0-65535')
  } catch (error) {
    params.err(`${(error as Error).message}\n\n${FRAME_USAGE}`)
    return 2
  }
  let config: ReturnType<typeof readFrameEnv>
  try {
    config = readFrameEnv(params.env, params.version)
  } catch (error) {
    if (!(error instanceof FrameEnvError)) throw error
    params.err(error.message)
    return 2
  }
  const frame = await startFrameServer({ distDir: params.distDir, config, port, host })
  params.out(
    `Latch frame ${config.version} on ${frame.url} for the services at ${new URL(config.apiUrl).origin}, chains ${config.chains.map((chain) => chain.id).join(', ')}. Ctrl-C stops it.`,
  )
  await params.stopped
  await frame.stop()
  params.out('Latch frame stopped.')
  return 0
}

import { parseArgs } from 'node:util'
import { startApiServer } from '../startApiServer'
import { readServiceEnv } from './readServiceEnv'
import { type CliContext, UsageError } from './types'

/**
 * `serve [--port 8787] [--host 127.0.0.1]`: runs the service until SIGINT/SIGTERM. Chains come from
 * LATCH_API_CHAINS (JSON `[{ id, name, rpcUrl, startBlock?, confirmations? }]`) and are indexed in this
 * process unless LATCH_INDEXER=off; prices from LATCH_API_PRICES; the rate limit from LATCH_RATE_LIMIT_MAX and
 * LATCH_RATE_LIMIT_WINDOW_SECONDS; a trusted client-address header from LATCH_CLIENT_IP_HEADER.
 *
 * @example
 * await serve({ args: ['--port', '8787'], openDatabase, out })
 */
export async function serve(context: CliContext): Promise<void> {
  const { values } = parseArgs({
    args: context.args,
    options: { port: { type: 'string', default: '8787' }, host: { type: 'string', default: '127.0.0.1' } },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port takes 0-65535')
  const { chains, prices } = readServiceEnv()
  const indexing = process.env.LATCH_INDEXER !== 'off'
  const max = Number(process.env.LATCH_RATE_LIMIT_MAX ?? 1000)
  const windowSeconds = Number(process.env.LATCH_RATE_LIMIT_WINDOW_SECONDS ?? 60)
  const api = await startApiServer({
    port,
    host: values.host,
    database: await context.openDatabase(),
    chains,
    ...(prices ? { prices } : {}),
    indexer: indexing,
    rateLimit: max > 0 ? { max, windowSeconds } : false,
    ...(process.env.LATCH_CLIENT_IP_HEADER ? { clientIpHeader: process.env.LATCH_CLIENT_IP_HEADER } : {}),
  })
  context.out(`Latch API on ${api.url} (${api.database.kind}: ${api.database.location})`)
  context.out(`Open ${api.url}/openapi.json for the contract. Ctrl-C stops it.`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await api.stop()
  await api.database.close()
}

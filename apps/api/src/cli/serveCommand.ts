import { parseArgs } from 'node:util'
import { createSmtpMailer } from '../mail/createSmtpMailer'
import { startApiServer } from '../startApiServer'
import { readServiceEnv } from './readServiceEnv'
import { type CliContext, UsageError } from './types'

/**
 * `serve [--port 8787] [--host 127.0.0.1]`: runs the service until SIGINT/SIGTERM. Chains come from
 * LATCH_API_CHAINS (JSON `[{ id, name, rpcUrl, startBlock?, confirmations? }]`) and are indexed in this
 * process unless LATCH_INDEXER=off; prices, the rate limit, the trusted client header, the public URL and
 * the email login's frame origins, mail server and recovery secret from the variables `readServiceEnv`
 * reads (and refuses when invalid).
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
  // Read (and refused) before the database is opened: a bad variable never half-starts the service.
  const { smtp, ...env } = readServiceEnv()
  const api = await startApiServer({
    ...env,
    ...(smtp ? { mailer: createSmtpMailer(smtp) } : {}),
    port,
    host: values.host,
    database: await context.openDatabase(),
  })
  context.out(`Latch API on ${api.url} (${api.database.kind}: ${api.database.location})`)
  context.out(`Open ${api.url}/openapi.json for the contract. Ctrl-C stops it.`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await api.stop()
  await api.database.close()
  context.out('Latch API stopped.')
}

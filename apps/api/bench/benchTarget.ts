// A child process of runApiBench.ts: starts one side of the benchmark and prints `{ "urls": { … } }` on
// one line, then stops on SIGTERM. `bare <bodies.json>` serves fixed bodies; `api <parameters JSON>`
// the service (see ApiTargetParameters). Servers and the load generator run in separate processes, so
// they never share an event loop.
import { readFile } from 'node:fs/promises'
import { startBareServer } from './bareServer'
import { type ApiTargetParameters, startApiTarget } from './startApiTarget'

const [kind = 'bare', argument] = process.argv.slice(2)

if (kind === 'bare') {
  const bodies = argument ? (JSON.parse(await readFile(argument, 'utf8')) as string[]) : []
  const { url, server } = await startBareServer(bodies)
  console.log(JSON.stringify({ urls: { bare: url } }))
  process.once('SIGTERM', () => server.close(() => process.exit(0)))
} else {
  const parameters = JSON.parse(argument ?? '{"database":"pglite"}') as ApiTargetParameters
  const target = await startApiTarget(parameters)
  console.log(JSON.stringify({ urls: target.urls, database: target.database }))
  process.once('SIGTERM', () => {
    void target.stop().then(() => process.exit(0))
  })
}

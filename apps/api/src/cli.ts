// `npm run api -- <command>`: manage projects and the wallet registry, or serve the API.
import { runCli } from './cli/runCli'
import { openDatabase } from './db/openDatabase'
import { resolveDatabaseConfig } from './db/resolveDatabaseConfig'

const code = await runCli(process.argv.slice(2), {
  openDatabase: () => openDatabase(resolveDatabaseConfig()),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
process.exit(code)

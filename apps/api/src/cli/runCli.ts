import { DataDirInUseError } from '../db/lockDataDir'
import { InvalidDatabaseConfigError } from '../db/resolveDatabaseConfig'
import { InvalidProjectError } from '../projects/createProject'
import { InvalidRegistryError } from '../registry/parseWalletRegistry'
import { indexCommand } from './indexCommand'
import { migrate } from './migrateCommand'
import { projectAddOrigin, projectCreate, projectList } from './projectCommands'
import { registryImport } from './registryCommands'
import { serve } from './serveCommand'
import { type CliContext, UsageError } from './types'

export const USAGE = `Usage: latch-services <command>   (in a checkout of the repository: npm run api -- <command>)

  migrate
  project create --name <name> [--id <id>] [--origin <origin>]… [--features <json>] [--analytics on|off] [--json]
  project list [--json]
  project add-origin <projectId> <origin>…
  registry import <file> [--replace]
  serve [--port 8787] [--host 127.0.0.1]
  index [--poll-ms 1000]

The database is PGlite under LATCH_DATA_DIR (default .latch-data/api), or the PostgreSQL server of
DATABASE_URL. PGlite allows one process per data directory: stop a running server first, or use DATABASE_URL.
Chains (serve, index): LATCH_API_CHAINS='[{"id":31337,"name":"Latch Devnet","rpcUrl":"http://127.0.0.1:8545","confirmations":0}]';
prices: LATCH_API_PRICES='{"tokens":[{"chainId":31337,"usd":3000}]}'; LATCH_INDEXER=off keeps serve from indexing.
Rate limit: LATCH_RATE_LIMIT_MAX (or off), LATCH_RATE_LIMIT_WINDOW_SECONDS; behind proxies LATCH_CLIENT_IP_HEADER
and LATCH_TRUSTED_PROXIES; LATCH_PUBLIC_URL for the links answered. A variable set but invalid stops the command.`

const COMMANDS: Record<string, (context: CliContext) => Promise<void>> = {
  'project create': projectCreate,
  'project list': projectList,
  'project add-origin': projectAddOrigin,
  'registry import': registryImport,
  migrate: migrate,
  serve: serve,
  index: indexCommand,
}

/**
 * Runs one CLI command and returns the process exit code: 0 done, 1 failed, 2 bad usage.
 *
 * @example
 * const code = await runCli(['project', 'list'], { openDatabase: () => openDatabase(config), out: console.log, err: console.error })
 */
export async function runCli(
  argv: string[],
  io: Omit<CliContext, 'args'> & { err(line: string): void },
): Promise<number> {
  const [first = '', second = ''] = argv
  const name = COMMANDS[`${first} ${second}`] ? `${first} ${second}` : first
  const command = COMMANDS[name]
  if (!command || first === 'help' || first === '--help') {
    io.err(
      command || !first || first === 'help' || first === '--help'
        ? USAGE
        : `Unknown command "${argv.join(' ')}".\n\n${USAGE}`,
    )
    return first === 'help' || first === '--help' ? 0 : 2
  }
  try {
    await command({ ...io, args: argv.slice(name.split(' ').length) })
    return 0
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.err(`${error.message}\n\n${USAGE}`)
      return 2
    }
    if (
      error instanceof InvalidProjectError ||
      error instanceof InvalidRegistryError ||
      error instanceof DataDirInUseError ||
      error instanceof InvalidDatabaseConfigError
    ) {
      io.err(error.message)
      return 1
    }
    throw error
  }
}

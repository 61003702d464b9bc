import type { DatabaseHandle } from '../db/types'

/** What a CLI command gets: its arguments, a way to open the database, and where to write. */
export interface CliContext {
  args: string[]
  openDatabase(): Promise<DatabaseHandle>
  out(line: string): void
}

/** Thrown for a command line that cannot be run as typed; the message is shown with the usage. */
export class UsageError extends Error {
  override name = 'UsageError'
}

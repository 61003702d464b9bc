import { readFile } from 'node:fs/promises'

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100

/**
 * The CPU time a process has used so far (user + system), in microseconds, from /proc on Linux;
 * undefined elsewhere or when it is gone. Unlike requests per second, a server's CPU time per request
 * hardly moves when other work shares the machine.
 *
 * @example
 * const before = await processCpuMicros(child.pid)
 */
export async function processCpuMicros(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : undefined
  } catch {
    return undefined
  }
}

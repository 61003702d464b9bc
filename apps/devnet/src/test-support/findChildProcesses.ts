import { readdir, readFile } from 'node:fs/promises'

/**
 * The ids of this process's child processes whose command line contains `command`, read from `/proc`: what
 * a test checks is empty once what it started is stopped.
 *
 * @example
 * await bundler.stop()
 * expect(await findChildProcesses('alto.js')).toEqual([])
 */
export async function findChildProcesses(command: string): Promise<number[]> {
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8')
      // The fields after the command name (which may hold spaces): state, then the parent's id.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8')
      if (parent === process.pid && cmdline.includes(command)) pids.push(Number(entry))
    } catch {
      // the process ended while being read
    }
  }
  return pids
}

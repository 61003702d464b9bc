import type { ChildProcess } from 'node:child_process'

/** Children still running with how to kill each, so none outlives this process. */
const running = new Map<ChildProcess, (child: ChildProcess) => void>()
let exitHookInstalled = false

/**
 * Kills `child` when this process exits, if it is still running then: anvil, alto and friends must never
 * be left behind by a test run or a Ctrl-C. `kill` defaults to SIGKILL on the child itself.
 *
 * @example killOnExit(spawn('anvil', args))
 */
export function killOnExit(
  child: ChildProcess,
  kill: (child: ChildProcess) => void = (target) => target.kill('SIGKILL'),
): void {
  running.set(child, kill)
  const forget = () => running.delete(child)
  child.once('exit', forget)
  child.once('error', forget)
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const [target, killIt] of running) killIt(target)
  })
}

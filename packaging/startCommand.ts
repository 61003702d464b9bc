// A long-running command of an installed package (`latch-services serve`, `latch-frame serve`), started
// the way an operator starts it and stopped with SIGTERM, as systemd stops a service.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'

export interface RunningCommand {
  /** The first match of `ready` in its standard output. */
  ready: RegExpExecArray
  /** Everything it printed so far, both streams. */
  output(): string
  /** Sends SIGTERM and resolves with its exit code (null when a signal ended it) once it has exited. */
  stop(): Promise<number | null>
}

/** Resolves with the child's exit code once it has exited (at once when it already has). */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/**
 * Starts `command args` with `env` and resolves once its output matches `ready`; rejects with what it
 * printed when it exits first, or when it has not matched within `timeoutMs` (then it is killed).
 *
 * @example
 * const api = await startCommand('node_modules/.bin/latch-services', ['serve', '--port', '0'], { env, cwd, ready: /on (http:\S+)/ })
 * await api.stop() // 0
 */
export function startCommand(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; ready: RegExp; timeoutMs?: number },
): Promise<RunningCommand> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let all = ''
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${command} ${args.join(' ')} ${reason}:\n${all}`.trim()))
    }
    const timer = setTimeout(() => fail('did not start in time'), options.timeoutMs ?? 60_000)
    child.once('error', (error) => fail(`could not start (${error.message})`))
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`))
    child.stderr.on('data', (chunk: Buffer) => {
      all += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      all += chunk.toString()
      const ready = options.ready.exec(stdout)
      if (!ready) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.removeAllListeners('error')
      child.stdout.removeAllListeners('data')
      child.stdout.on('data', (more: Buffer) => {
        all += more.toString()
      })
      resolve({
        ready,
        output: () => all,
        stop: async () => {
          const code = exited(child)
          child.kill('SIGTERM')
          return code
        },
      })
    })
  })
}

/**
 * Runs `command args` to its end with exactly `env` (nothing inherited); returns its standard output,
 * throws with both streams when it fails.
 *
 * @example
 * runCommand('node_modules/.bin/latch-services', ['migrate'], { env, cwd })
 */
export function runCommand(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): string {
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env, encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`.trim(),
    )
  return result.stdout
}

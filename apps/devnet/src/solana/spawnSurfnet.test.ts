import { describe, expect, it } from 'vitest'
import { spawnSurfnet } from './spawnSurfnet'

/** Whether a process with this id still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The ids of this process's children that run surfnetProcess.mjs. */
async function surfnetChildren(): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises')
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8')
      if (parent === process.pid && cmdline.includes('surfnetProcess.mjs')) pids.push(Number(entry))
    } catch {
      // the process ended while being read
    }
  }
  return pids
}

describe('spawnSurfnet', () => {
  it('serves HTTP and WebSocket from a child process, which stop kills', async () => {
    const surfnet = await spawnSurfnet({ config: { offline: true } })
    const [pid] = await surfnetChildren()
    expect(pid).toBeTypeOf('number')
    const response = await fetch(surfnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(await response.json()).toMatchObject({ result: 'ok' })
    await surfnet.stop()
    await surfnet.stop()
    expect(isRunning(pid as number)).toBe(false)
  })

  it('gives up after its attempts with each failure named, and leaves no process behind', async () => {
    await expect(spawnSurfnet({ config: { offline: true }, attempts: 2, timeoutMs: 1 })).rejects.toThrow(
      /did not start: attempt 1: no answer within 1 ms; attempt 2: no answer within 1 ms$/,
    )
    expect(await surfnetChildren()).toEqual([])
  })
})

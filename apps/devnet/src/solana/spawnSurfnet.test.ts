import { describe, expect, it } from 'vitest'
import { findChildProcesses } from '../test-support/findChildProcesses'
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
const surfnetChildren = () => findChildProcesses('surfnetProcess.mjs')

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

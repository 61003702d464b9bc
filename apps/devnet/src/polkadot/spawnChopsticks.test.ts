import { createServer } from 'node:net'
import { expect, it } from 'vitest'
import { findChildProcesses } from '../test-support/findChildProcesses'
import { spawnChopsticks } from './spawnChopsticks'

it('refuses a busy port instead of serving on the next one, and leaves no process behind', async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  try {
    await expect(spawnChopsticks({ port, accounts: [] })).rejects.toThrow(
      `The local Polkadot chain wanted port ${port}, which is busy`,
    )
    expect(await findChildProcesses('chopsticksProcess.mjs')).toEqual([])
  } finally {
    server.close()
  }
})

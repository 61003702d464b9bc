// A PostgreSQL restart is a short outage, not a bug of the service: clients are told to retry (503 with
// Retry-After) instead of reading a 500 as a failure of their request. Its own server, since it stops it.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../createApp'
import type { ApiApp } from '../http/types'
import { createProject } from '../projects/createProject'
import { type StartPostgresReturnType, startPostgres } from '../testing/startPostgres'
import { TEST_CHAINS, TEST_ORIGIN } from '../testing/useTestApi'
import { openDatabase } from './openDatabase'
import type { DatabaseHandle } from './types'

let server: StartPostgresReturnType
let database: DatabaseHandle
let app: ApiApp
let projectId: string
const historyPath = () =>
  `/v1/account/0x0000000000000000000000000000000000000001/history?chainId=eip155:31337&projectId=${projectId}`

beforeAll(async () => {
  server = await startPostgres()
  database = await openDatabase({ url: server.url }, { maxConnections: 2 })
  projectId = `test-${randomBytes(4).toString('hex')}`
  await createProject(database.db, { id: projectId, name: 'test', origins: [TEST_ORIGIN] })
  app = createApp({ db: database.db, chains: TEST_CHAINS })
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

it('answers 503 SERVICE_UNAVAILABLE with Retry-After while PostgreSQL is down, then serves again without a restart', async () => {
  expect((await app.request(historyPath())).status).toBe(200)
  const errors: string[] = []
  const logError = console.error
  console.error = (...args: unknown[]) => errors.push(args.join(' '))
  const restarting = server.restart({ downMs: 2_000 })
  try {
    let outage: Response | undefined
    for (let attempt = 0; attempt < 100 && outage === undefined; attempt += 1) {
      const response = await app.request(historyPath())
      if (response.status !== 200) outage = response
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(outage?.status).toBe(503)
    expect(outage?.headers.get('retry-after')).toBe('1')
    expect(await outage?.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) })
    let recovered = 0
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
      recovered = (await app.request(historyPath())).status
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(recovered).toBe(200)
  } finally {
    console.error = logError
    await restarting
  }
  // An outage is logged as one short line, not as a stack per request.
  expect(errors.some((line) => line.includes('failed:') && line.includes('\n    at '))).toBe(false)
}, 60_000)

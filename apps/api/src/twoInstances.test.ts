import { describe, expect, it } from 'vitest'
import { analyticsEvents } from './db/schema'
import { addProjectOrigin } from './projects/addProjectOrigin'
import { createProject } from './projects/createProject'
import { startApiServer } from './startApiServer'
import { expectApiError, TEST_CHAINS, useTestApi } from './testing'

const api = useTestApi()

/** A second instance: its own connection pool to the same database (on PGlite, the same database). */
async function secondInstance(deps: Parameters<typeof api.createApp>[0] = {}) {
  const database = await api.database.openAnother()
  return { database, app: api.createApp(deps, database.db) }
}

describe('two instances on one database behave as one service', () => {
  it('a project created through one instance is served by the other at once', async () => {
    const b = await secondInstance()
    const project = await createProject(api.db, {
      name: 'made on A',
      features: { multi_wallet: { isEnabled: true } },
    })
    const response = await api.request('/appkit/v1/config', { app: b.app, projectId: project.id })
    expect(response.status).toBe(200)
    const { features } = (await response.json()) as { features: { id: string; isEnabled: boolean }[] }
    expect(features.find((feature) => feature.id === 'multi_wallet')?.isEnabled).toBe(true)

    await addProjectOrigin(b.database.db, project.id, ['https://added-on-b.example'])
    const origins = await api.request('/projects/v1/origins', { projectId: project.id })
    expect(await origins.json()).toEqual({ allowedOrigins: ['https://added-on-b.example'] })
  })

  it('an analytics event retried through the other instance is stored once', async () => {
    const b = await secondInstance()
    const event = {
      eventId: 'two-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: {},
    }
    expect((await api.request('/e', { json: event })).status).toBe(202)
    expect((await api.request('/e', { app: b.app, json: event })).status).toBe(202)
    const rows = await b.database.db.select().from(analyticsEvents)
    expect(rows.filter((row) => row.eventId === 'two-1')).toHaveLength(1)
  })

  it('share the rate limit', async () => {
    const deps = { rateLimit: { max: 4, windowSeconds: 3600 }, clientIpHeader: 'x-forwarded-for' }
    const a = api.createApp(deps)
    const b = await secondInstance(deps)
    const headers = { 'x-forwarded-for': '192.0.2.44' }
    for (const app of [a, b.app, a, b.app]) {
      expect((await api.request('/getAnalyticsConfig', { app, headers })).status).toBe(200)
    }
    await expectApiError(await api.request('/getAnalyticsConfig', { app: a, headers }), 429, 'RATE_LIMITED')
    await expectApiError(
      await api.request('/getAnalyticsConfig', { app: b.app, headers }),
      429,
      'RATE_LIMITED',
    )
  })

  it('two listening servers count one loopback client together', async () => {
    const b = await secondInstance()
    const options = {
      chains: TEST_CHAINS,
      indexer: false,
      seedWallets: false,
      rateLimit: { max: 3, windowSeconds: 3600 },
    }
    const one = await startApiServer({ ...options, database: api.database })
    const two = await startApiServer({ ...options, database: b.database })
    try {
      const project = await createProject(api.db, { name: 'servers' })
      const statuses: number[] = []
      for (const server of [one, two, one, two]) {
        const response = await fetch(`${server.url}/getAnalyticsConfig?projectId=${project.id}`)
        statuses.push(response.status)
      }
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
  })
})

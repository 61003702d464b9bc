import { describe, expect, it } from 'vitest'
import { projects } from '../db/schema'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()

describe('project lookup', () => {
  it('remembers an unknown project id for a short while, so repeating it costs no query', async () => {
    const clock = { now: Date.UTC(2030, 0, 1) }
    const app = api.createApp({ now: () => clock.now })
    const call = () => api.request('/getAnalyticsConfig', { app, projectId: 'created-later' })
    await expectApiError(await call(), 403, 'PROJECT_NOT_FOUND')
    // Created by another instance (a row this process did not write): still 403 here, so no query was made.
    await api.db.insert(projects).values({ id: 'created-later', name: 'later', features: {} })
    await expectApiError(await call(), 403, 'PROJECT_NOT_FOUND')
    clock.now += 10_001
    expect((await call()).status).toBe(200)
  })

  it('serves a project created in this process at once, even after its id was asked for', async () => {
    await expectApiError(
      await api.request('/getAnalyticsConfig', { projectId: 'created-here' }),
      403,
      'PROJECT_NOT_FOUND',
    )
    await api.createProject({ id: 'created-here' })
    expect((await api.request('/getAnalyticsConfig', { projectId: 'created-here' })).status).toBe(200)
  })
})

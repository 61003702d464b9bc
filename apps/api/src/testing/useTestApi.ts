import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../createApp'
import type { Database } from '../db/types'
import type { ApiApp, AppDeps } from '../http/types'
import { type CreateProjectParameters, createProject } from '../projects/createProject'
import type { Project } from '../projects/types'
import { seedWalletRegistry } from '../registry/seedWalletRegistry'
import { openTestDatabase, type TestDatabase } from './openTestDatabase'

/** The origin of the demo page, allowed for the default test project. */
export const TEST_ORIGIN = 'http://127.0.0.1:5173'

/** The chains the test app serves (the devnet's ids; nothing listens on the URLs). */
export const TEST_CHAINS = [
  { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:2' },
]

export interface TestRequestInit {
  method?: string
  /** Query parameters; `projectId` defaults to the test project's (pass `null` to leave it out). */
  query?: Record<string, string | number | null | undefined>
  projectId?: string | null
  headers?: Record<string, string>
  /** A value to send as JSON (Content-Type: application/json unless headers say otherwise), or raw text. */
  json?: unknown
  body?: string
  /** The app to call (default the test app), e.g. a second instance. */
  app?: ApiApp
}

export interface TestApi {
  readonly database: TestDatabase
  readonly db: Database
  readonly app: ApiApp
  /** The project created for the file, allowing TEST_ORIGIN. */
  readonly project: Project
  /** Another app on the same database, with its own deps (a second instance of the service). */
  createApp(deps?: Partial<Omit<AppDeps, 'db'>>, db?: Database): ApiApp
  createProject(params?: Partial<CreateProjectParameters>): Promise<Project>
  request(path: string, init?: TestRequestInit): Promise<Response>
}

export interface UseTestApiOptions {
  /** Load the shipped wallet registry (default false). */
  wallets?: boolean
  deps?: Partial<Omit<AppDeps, 'db'>>
}

/**
 * Gives a test file its own migrated database (PGlite, or PostgreSQL in the api-postgres project), an
 * app over it, a project, and a `request` helper that adds `projectId`. Registers its own
 * beforeAll/afterAll.
 *
 * @example
 * const api = useTestApi({ wallets: true })
 * it('lists wallets', async () => {
 *   const response = await api.request('/getWallets', { query: { page: 1 } })
 *   expect(response.status).toBe(200)
 * })
 */
export function useTestApi(options: UseTestApiOptions = {}): TestApi {
  let state: { database: TestDatabase; app: ApiApp; project: Project } | undefined
  const current = () => {
    if (!state) throw new Error('useTestApi: the test database is not open yet (use it inside tests).')
    return state
  }
  const baseDeps = { chains: TEST_CHAINS, ...options.deps }

  beforeAll(async () => {
    const database = await openTestDatabase()
    if (options.wallets) await seedWalletRegistry(database.db)
    const project = await createProject(database.db, {
      id: `test-${randomBytes(4).toString('hex')}`,
      name: 'test',
      origins: [TEST_ORIGIN],
    })
    state = { database, project, app: createApp({ ...baseDeps, db: database.db }) }
  }, 60_000)
  afterAll(async () => {
    await state?.database.close()
  })

  return {
    get database() {
      return current().database
    },
    get db() {
      return current().database.db
    },
    get app() {
      return current().app
    },
    get project() {
      return current().project
    },
    createApp: (deps = {}, db) => createApp({ ...baseDeps, ...deps, db: db ?? current().database.db }),
    createProject: (params = {}) =>
      createProject(current().database.db, { name: 'test', origins: [TEST_ORIGIN], ...params }),
    request(path, init = {}) {
      const url = new URL(path, 'http://api.test')
      const projectId = init.projectId === undefined ? current().project.id : init.projectId
      if (projectId !== null) url.searchParams.set('projectId', projectId)
      for (const [key, value] of Object.entries(init.query ?? {})) {
        if (value !== null && value !== undefined) url.searchParams.set(key, String(value))
      }
      const headers: Record<string, string> = { ...init.headers }
      let body = init.body
      if (init.json !== undefined) {
        body = JSON.stringify(init.json)
        if (!Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
          headers['content-type'] = 'application/json'
        }
      }
      const app = init.app ?? current().app
      return Promise.resolve(
        app.request(`${url.pathname}${url.search}`, {
          method: init.method ?? (body === undefined ? 'GET' : 'POST'),
          headers,
          body,
        }),
      )
    },
  }
}

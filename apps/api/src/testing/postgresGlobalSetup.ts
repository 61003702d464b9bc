// Vitest globalSetup of the `api-postgres` project: one PostgreSQL server for the run; each test file
// makes its own database on it (see openTestDatabase).
import type { TestProject } from 'vitest/node'
import './providedContext'
import { startPostgres } from './startPostgres'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres()
  project.provide('latchPostgresUrl', server.url)
  return () => server.stop()
}

// Vitest globalSetup of the `browser` project: one provider service (in-memory PGlite, the shipped wallet
// registry) for the component tests that read the wallet listing over HTTP from Chromium.
import type { TestProject } from 'vitest/node'
import './providedContext'
import { startApiServer } from '../startApiServer'

/** The project the component tests use: any origin, since the test page's port is Vitest's choice. */
export const LISTING_TEST_PROJECT = 'component-tests'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const service = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    indexer: false,
    projects: [{ id: LISTING_TEST_PROJECT, name: 'component tests', origins: ['*'] }],
  })
  project.provide('latchListingApi', { baseUrl: service.url, projectId: LISTING_TEST_PROJECT })
  return () => service.stop()
}

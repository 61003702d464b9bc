import { expect } from '@playwright/test'
import { world } from './world'

/**
 * What the services say of a SIWX session, read as the demo project.
 *
 * @example expect((await readSession(id)).status).toBe('revoked')
 */
export async function readSession(
  id: string,
): Promise<{ status: string; address: string; signature?: string }> {
  const { api } = world()
  const response = await fetch(`${api.url}/v1/sessions/${id}?projectId=${api.projectId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { status: string; address: string }
}

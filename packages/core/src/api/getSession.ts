import * as z from 'zod/mini'
import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

/** A session as the service stores it; its fields belong to the feature that created it. */
export type Session = Record<string, unknown>

const sessionSchema = z.record(z.string(), z.unknown())

/**
 * GET /v1/sessions/{id}: one stored session. Throws `ApiNotConfiguredError` without `api` config,
 * and the request's errors (`HttpStatusError` with status 404 for an unknown id).
 *
 * @example const session = await getSession(latch, sessionId)
 */
export async function getSession(latch: Latch, id: string): Promise<Session> {
  const api = requireApi(latch, 'getSession')
  if (typeof id !== 'string' || !id) throw new InvalidInputError('id', 'a session id is required')
  return apiRequest(api, { path: `/v1/sessions/${encodeURIComponent(id)}`, schema: sessionSchema })
}

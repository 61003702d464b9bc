import { randomBytes } from 'node:crypto'
import { TEST_FRAME_ORIGIN } from './signInByEmail'
import type { TestApi, TestRequestInit } from './useTestApi'

/**
 * A request as the embedded wallet's frame makes it: from its origin, with its bearer session if any.
 *
 * @example const response = await frameRequest(api, '/v1/auth/user', { token })
 */
export function frameRequest(
  api: TestApi,
  path: string,
  init: TestRequestInit & { token?: string } = {},
): Promise<Response> {
  const { token, ...rest } = init
  const headers = { origin: TEST_FRAME_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  return api.request(path, { ...rest, headers: { ...headers, ...rest.headers } })
}

/** A frame's secret for a social or Farcaster login: 32 random bytes, base64url. */
export const randomLoginSecret = (): string => randomBytes(32).toString('base64url')

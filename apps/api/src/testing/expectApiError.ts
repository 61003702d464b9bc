import { expect } from 'vitest'
import type { ApiErrorCode } from '../http/errors'

/**
 * Asserts that a response is the JSON error `{ code, message }` with this status and code, and no stack;
 * answers that body.
 *
 * @example
 * await expectApiError(await api.request('/getWallets', { projectId: null }), 400, 'PROJECT_ID_MISSING')
 */
export async function expectApiError(
  response: Response,
  status: number,
  code: ApiErrorCode,
): Promise<{ code: string; message: string }> {
  const text = await response.text()
  expect({ status: response.status, text }).toMatchObject({ status })
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { code: string; message: string }
  expect(body.code).toBe(code)
  expect(typeof body.message).toBe('string')
  expect(text).not.toMatch(/\bat .+:\d+:\d+/)
  return body
}
